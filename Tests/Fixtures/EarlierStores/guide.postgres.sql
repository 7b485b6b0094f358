--
-- PostgreSQL database dump
--

\restrict QLKoXQU1nJFASCo2FzXSCIYqYVihb4lWsPJ1EcDiWcGiQyjc8NT56boQWCVkA45

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: outings_count_attraction_buckets(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outings_count_attraction_buckets() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO attraction_buckets (bucket, size)
            SELECT order_key >> 20, count(*) FROM new_rows GROUP BY 1
            ON CONFLICT (bucket) DO UPDATE SET size = attraction_buckets.size + excluded.size;
        RETURN NULL;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE attraction_buckets b SET size = b.size - gone.n
            FROM (SELECT order_key >> 20 AS bucket, count(*) AS n FROM old_rows GROUP BY 1) gone
            WHERE b.bucket = gone.bucket;
    ELSE
        INSERT INTO attraction_buckets (bucket, size)
            SELECT bucket, sum(n) FROM (
                SELECT order_key >> 20 AS bucket, -1 AS n FROM old_rows
                UNION ALL SELECT order_key >> 20, 1 FROM new_rows) change
            GROUP BY bucket HAVING sum(n) <> 0
            ON CONFLICT (bucket) DO UPDATE SET size = attraction_buckets.size + excluded.size;
    END IF;
    DELETE FROM attraction_buckets
        WHERE bucket IN (SELECT order_key >> 20 FROM old_rows) AND size <= 0;
    RETURN NULL;
END
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: attraction_buckets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.attraction_buckets (
    bucket bigint NOT NULL,
    size integer NOT NULL
);


--
-- Name: attractions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.attractions (
    id text NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    inside boolean NOT NULL,
    description text NOT NULL,
    website text NOT NULL,
    version integer NOT NULL,
    order_key bigint NOT NULL
);


--
-- Name: photos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.photos (
    id text NOT NULL,
    place_id text NOT NULL,
    date_upload bigint,
    data text NOT NULL
);


--
-- Name: places; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.places (
    id text NOT NULL,
    name text NOT NULL,
    photo_count integer
);


--
-- Name: recents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.recents (
    rank integer NOT NULL,
    data text NOT NULL
);


--
-- Name: recents_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.recents_state (
    one boolean DEFAULT true NOT NULL,
    version bigint NOT NULL,
    CONSTRAINT recents_state_one_check CHECK (one)
);


--
-- Name: removed_attractions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.removed_attractions (
    id text NOT NULL,
    version integer NOT NULL
);


--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    id text NOT NULL
);


--
-- Data for Name: attraction_buckets; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.attraction_buckets (bucket, size) FROM stdin;
1048576	2
1048575	1
\.


--
-- Data for Name: attractions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.attractions (id, name, type, inside, description, website, version, order_key) FROM stdin;
b013d2a0-2ef8-4426-acef-d01a5b4898ba	City Park	Park	f	Lake, train and\nplayground	https://fcgov.com	1	1099511627776
7c46c7d4-f88f-4528-bb38-48ec7de49bd2	Musée «Découverte» 🦖	Museum	t			1	1099511628800
8d302149-8b04-4e29-84ee-86d9fd2b478e	Spring Canyon	Trail	f	Edited once		2	1099511626752
\.


--
-- Data for Name: photos; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.photos (id, place_id, date_upload, data) FROM stdin;
53300744203	EsIQUYZXU79_kEA	1761529393	{"description":"","id":"53300744203","latitude":48.854008,"ownerName":"bkwalker","longitude":2.324774,"originalFormat":"png","title":"Eiffel Tower from Trocadéro","server":"65357","originalSecret":"9f7b8f2ab5","dateUpload":1761529393,"owner":"91220385@N06","farm":66,"tags":["museum","kids","sunset"],"secret":"ce727d8349","placeID":"EsIQUYZXU79_kEA"}
53300745453	EsIQUYZXU79_kEA	1763500770	{"originalFormat":"jpg","title":"Carousel at Montmartre","farm":66,"server":"65086","placeID":"EsIQUYZXU79_kEA","owner":"74353833@N06","latitude":48.895901,"ownerName":"bkwalker","dateUpload":1763500770,"description":"Carousel at Montmartre, Paris.","longitude":2.334393,"originalSecret":"55a2c68e45","secret":"a4ccb573d9","id":"53300745453","tags":["autumn","museum","summer"]}
53300798336	EsIQUYZXU79_kEA	1763040025	{"originalFormat":"jpg","title":"Jardin du Luxembourg sailboats","farm":66,"server":"65086","placeID":"EsIQUYZXU79_kEA","owner":"72164355@N07","latitude":48.822115,"ownerName":"Chen Wei","dateUpload":1763040025,"description":"Jardin du Luxembourg sailboats, Paris.","longitude":2.381485,"originalSecret":"a7ce76e9f4","secret":"f2be4c5ce6","id":"53300798336","tags":["park","sunset","family"]}
53300879496	EsIQUYZXU79_kEA	1760653944	{"title":"Notre-Dame in scaffolding","server":"65358","description":"","owner":"89976351@N08","farm":66,"longitude":2.384362,"dateUpload":1760653944,"secret":"efa842bc19","tags":["family","sunset","kids"],"id":"53300879496","placeID":"EsIQUYZXU79_kEA","latitude":48.859658,"ownerName":"Chen Wei"}
53300937356	EsIQUYZXU79_kEA	1761228791	{"title":"Seine bouquinistes","farm":66,"longitude":2.374419,"tags":["sunset","travel","city"],"server":"65217","latitude":48.861435,"description":"Seine bouquinistes, Paris.","originalFormat":"png","originalSecret":"e80f977044","owner":"36146343@N04","secret":"40072a98d2","ownerName":"d.okafor","dateUpload":1761228791,"id":"53300937356","placeID":"EsIQUYZXU79_kEA"}
53300984727	EsIQUYZXU79_kEA	1760548460	{"title":"","farm":66,"longitude":2.368651,"tags":["river","sunset","family"],"server":"65513","latitude":48.894281,"description":"Untitled afternoon in Paris","originalFormat":"jpg","originalSecret":"019bca3cb7","owner":"71493326@N07","secret":"ead3bf6d01","ownerName":"Chen Wei","dateUpload":1760548460,"id":"53300984727","placeID":"EsIQUYZXU79_kEA"}
53301008316	EsIQUYZXU79_kEA	1762334027	{"title":"Cité des Sciences geode","farm":66,"longitude":2.301611,"tags":["travel","river","summer"],"server":"65123","latitude":48.885427,"description":"","originalFormat":"jpg","originalSecret":"0e8f6f915f","owner":"28999723@N08","secret":"b99e7d6b37","ownerName":"Ana Ruiz","dateUpload":1762334027,"id":"53301008316","placeID":"EsIQUYZXU79_kEA"}
53301034390	EsIQUYZXU79_kEA	1761896563	{"title":"","farm":66,"longitude":2.341555,"tags":["kids","summer","travel"],"server":"65519","latitude":48.868253,"description":"","owner":"47167180@N01","ownerName":"Ana Ruiz","secret":"19c5b2e75a","dateUpload":1761896563,"id":"53301034390","placeID":"EsIQUYZXU79_kEA"}
53301102520	EsIQUYZXU79_kEA	1762129665	{"title":"Parc de la Villette","farm":66,"longitude":2.304713,"tags":["river","city","museum"],"server":"65489","latitude":48.891,"description":"Parc de la Villette, Paris.","originalFormat":"jpg","originalSecret":"641f229dd0","owner":"36763445@N05","secret":"8273ccef03","ownerName":"d.okafor","dateUpload":1762129665,"id":"53301102520","placeID":"EsIQUYZXU79_kEA"}
53301144936	EsIQUYZXU79_kEA	1762807969	{"title":"Crêpe stand","farm":66,"longitude":2.379283,"tags":["kids","park","travel"],"server":"65217","latitude":48.821298,"description":"","originalFormat":"jpg","originalSecret":"77f7b103df","owner":"19736972@N04","secret":"126da79a87","ownerName":"Emma Lindqvist","dateUpload":1762807969,"id":"53301144936","placeID":"EsIQUYZXU79_kEA"}
53301158273	EsIQUYZXU79_kEA	1760677237	{"title":"Sacré-Cœur steps","farm":66,"longitude":2.326661,"tags":["river","autumn","travel"],"server":"65229","latitude":48.849128,"description":"Sacré-Cœur steps, Paris.","originalFormat":"jpg","originalSecret":"b8179a071e","owner":"63453132@N08","secret":"fd29acf1a5","ownerName":"Greg & Kim","dateUpload":1760677237,"id":"53301158273","placeID":"EsIQUYZXU79_kEA"}
53301161826	EsIQUYZXU79_kEA	1761612057	{"title":"Musée d'Orsay clock","farm":66,"longitude":2.382855,"tags":["river","city","kids"],"server":"65018","latitude":48.818285,"description":"Musée d'Orsay clock, Paris.","owner":"55362865@N08","ownerName":"familytravels","secret":"b470c1dca1","dateUpload":1761612057,"id":"53301161826","placeID":"EsIQUYZXU79_kEA"}
53301192783	EsIQUYZXU79_kEA	1763799614	{"title":"Tuileries Ferris wheel","farm":66,"longitude":2.358597,"tags":["city","park","autumn"],"server":"65040","latitude":48.891959,"description":"","originalFormat":"jpg","originalSecret":"42f22d2882","owner":"24063279@N02","secret":"4543fc0527","ownerName":"Chen Wei","dateUpload":1763799614,"id":"53301192783","placeID":"EsIQUYZXU79_kEA"}
53301213360	EsIQUYZXU79_kEA	1761170472	{"secret":"53b34e8ece","latitude":48.833892,"owner":"82021083@N08","tags":["park","autumn","kids"],"originalSecret":"cd16ac4191","description":"Untitled afternoon in Paris","ownerName":"Ana Ruiz","id":"53301213360","originalFormat":"jpg","placeID":"EsIQUYZXU79_kEA","server":"65091","title":"","longitude":2.292683,"farm":66,"dateUpload":1761170472}
53301225336	EsIQUYZXU79_kEA	1761903264	{"secret":"43110e2cb6","latitude":48.899667,"owner":"91628191@N04","tags":["travel","river","autumn"],"originalSecret":"0b2114e068","description":"Arc de Triomphe roundabout, Paris.","ownerName":"Ana Ruiz","id":"53301225336","originalFormat":"png","placeID":"EsIQUYZXU79_kEA","server":"65124","title":"Arc de Triomphe roundabout","longitude":2.317786,"farm":66,"dateUpload":1761903264}
53301257588	EsIQUYZXU79_kEA	1760846277	{"secret":"0c430b91ed","latitude":48.835996,"owner":"24690326@N03","tags":["city","river","museum"],"description":"","ownerName":"Emma Lindqvist","id":"53301257588","placeID":"EsIQUYZXU79_kEA","server":"65185","title":"","longitude":2.341009,"farm":66,"dateUpload":1760846277}
\.


--
-- Data for Name: places; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.places (id, name, photo_count) FROM stdin;
kH8dLOubBZRvX_YZ	London, England, United Kingdom	531
EsIQUYZXU79_kEA	Paris, Ile-de-France, France	354
jVeCS8pQUL8PV4	San Francisco, California, United States	604
0DaqzcBWVLrQ	Fort Collins, Colorado, United States	866
\.


--
-- Data for Name: recents; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.recents (rank, data) FROM stdin;
0	{"longitude":2.334393,"description":"Carousel at Montmartre, Paris.","title":"Carousel at Montmartre","originalFormat":"jpg","ownerName":"bkwalker","id":"53300745453","dateUpload":1763500770,"tags":["autumn","museum","summer"],"secret":"a4ccb573d9","owner":"74353833@N06","placeID":"EsIQUYZXU79_kEA","latitude":48.895901,"server":"65086","originalSecret":"55a2c68e45","farm":66}
1	{"dateUpload":1761529393,"originalFormat":"png","title":"Eiffel Tower from Trocadéro","owner":"91220385@N06","id":"53300744203","placeID":"EsIQUYZXU79_kEA","description":"","latitude":48.854008,"tags":["museum","kids","sunset"],"secret":"ce727d8349","originalSecret":"9f7b8f2ab5","longitude":2.324774,"ownerName":"bkwalker","server":"65357","farm":66}
\.


--
-- Data for Name: recents_state; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.recents_state (one, version) FROM stdin;
t	2
\.


--
-- Data for Name: removed_attractions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.removed_attractions (id, version) FROM stdin;
\.


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.schema_migrations (id) FROM stdin;
2026-12-02-create-outings
2026-12-02-removed-attractions
2026-12-02-attraction-order-keys
2026-12-02-recents-version
2026-12-02-photos-by-place-in-list-order
\.


--
-- Name: attraction_buckets attraction_buckets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attraction_buckets
    ADD CONSTRAINT attraction_buckets_pkey PRIMARY KEY (bucket);


--
-- Name: attractions attractions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attractions
    ADD CONSTRAINT attractions_pkey PRIMARY KEY (id);


--
-- Name: photos photos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.photos
    ADD CONSTRAINT photos_pkey PRIMARY KEY (id);


--
-- Name: places places_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_pkey PRIMARY KEY (id);


--
-- Name: recents recents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recents
    ADD CONSTRAINT recents_pkey PRIMARY KEY (rank);


--
-- Name: recents_state recents_state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recents_state
    ADD CONSTRAINT recents_state_pkey PRIMARY KEY (one);


--
-- Name: removed_attractions removed_attractions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.removed_attractions
    ADD CONSTRAINT removed_attractions_pkey PRIMARY KEY (id);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (id);


--
-- Name: attractions_by_order_key; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX attractions_by_order_key ON public.attractions USING btree (order_key);


--
-- Name: photos_by_place; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX photos_by_place ON public.photos USING btree (place_id, date_upload DESC NULLS LAST, id COLLATE "C");


--
-- Name: attractions attraction_buckets_on_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER attraction_buckets_on_delete AFTER DELETE ON public.attractions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.outings_count_attraction_buckets();


--
-- Name: attractions attraction_buckets_on_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER attraction_buckets_on_insert AFTER INSERT ON public.attractions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.outings_count_attraction_buckets();


--
-- Name: attractions attraction_buckets_on_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER attraction_buckets_on_update AFTER UPDATE ON public.attractions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.outings_count_attraction_buckets();


--
-- PostgreSQL database dump complete
--

\unrestrict QLKoXQU1nJFASCo2FzXSCIYqYVihb4lWsPJ1EcDiWcGiQyjc8NT56boQWCVkA45

