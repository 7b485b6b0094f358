/// The one stylesheet, served at /style.css (an inline style would need 'unsafe-inline' in the
/// Content-Security-Policy). Phones first (docs/web.md, "On a phone"): single column, wrapping
/// grids, fits a 360 px wide phone; every link, button and control is at least 44x44 CSS px; a
/// word is never broken inside, except one longer than its line (a typed address, an id), which
/// wraps (`overflow-wrap: break-word`, `anywhere` only where a flex or grid item needs it, never
/// `word-break: break-all`); tables become stacked rows below 40rem, each cell labelled by its
/// column (`TableMarkup`).
enum Stylesheet {
    /// The colour of links, buttons and the header, as `--primary`; the favicon uses it too.
    static let primary = "#23527c"
    /// Destructive actions and errors, as `--danger`.
    static let danger = "#b00020"

    static let css = """
        :root{--primary:\(primary);--danger:\(danger)}
        *{box-sizing:border-box}
        body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.4;color:#1b1b1b;background:#fafafa;overflow-wrap:break-word}
        /* Tap targets: a link is a box at least 44x44 (padding around its line), as wide as its
           line at most, so a long one wraps inside; buttons and fields are 44 tall. */
        a{display:inline-block;max-width:100%;min-width:44px;min-height:44px;padding:calc((44px - 1.4em) / 2) 0}
        a:has(img){padding:0}
        button,.button,input,select,textarea{min-height:44px;min-width:44px;font:inherit}
        summary{min-height:44px;padding:calc((44px - 1.4em) / 2) 0;cursor:pointer}
        input[type=checkbox],input[type=radio]{min-height:0;min-width:0;width:1.25rem;height:1.25rem;margin:0 .4rem 0 0;vertical-align:middle}
        input[type=checkbox]+label,input[type=radio]+label{display:inline-flex;align-items:center;min-height:44px;min-width:44px}
        header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.6rem 1rem;background:var(--primary);color:#fff}
        header a{color:#fff}
        .brand{font-weight:bold;text-decoration:none;font-size:1.2rem}
        nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
        nav a[aria-current]{font-weight:bold;text-decoration:underline}
        main{max-width:64rem;margin:0 auto;padding:1rem}
        h1{font-size:1.6rem;margin:.2rem 0 1rem}
        h2{font-size:1.2rem;margin:1.2rem 0 .4rem;border-bottom:1px solid #ddd}
        ul.rows{list-style:none;padding:0;margin:0}
        ul.rows li{padding:.45rem 0;border-bottom:1px solid #eee}
        .subtitle{display:block;color:#555;font-size:.9rem}
        .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.75rem;list-style:none;padding:0}
        .grid li{background:#fff;border:1px solid #e3e3e3;border-radius:6px;padding:.4rem;min-width:0}
        .grid img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;display:block;background:#ddd}
        nav.breadcrumb ol{display:flex;flex-wrap:wrap;list-style:none;margin:0 0 .3rem;padding:0;font-size:.9rem;color:#444}
        nav.breadcrumb li{min-width:0}
        nav.breadcrumb li+li::before{content:"›";margin:0 .4rem;color:#666}
        .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.75rem;list-style:none;padding:0;margin:0}
        .card{background:#fff;border:1px solid #e3e3e3;border-radius:8px;overflow:hidden;min-width:0;padding-bottom:.4rem}
        .card a{display:block;text-decoration:none;color:var(--primary)}
        .card img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;display:block;background:#e4e4e4}
        .card-title{display:block;font-weight:bold;font-size:1.05rem;padding:.4rem .5rem 0}
        .card .subtitle,.card .count{padding:0 .5rem}
        .count{display:block;font-size:.9rem;color:#444}
        .byline{font-size:.85rem;color:#444}
        .card .byline{display:block;padding:0 .5rem}
        .photo{margin:0;max-width:1024px}
        .photo img{width:100%;height:auto;max-height:55vh;object-fit:contain;object-position:left top;display:block}
        .photo figcaption p{margin:.3rem 0}
        .credit{font-size:.95rem}
        .pager{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.4rem 1rem;margin:.6rem 0;max-width:1024px}
        .pager a{min-width:44px}
        .pager a[rel=next]{margin-left:auto;text-align:right}
        .pages{display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;padding:0;margin:.6rem 0}
        .pages a,.pages span{display:inline-block;min-width:44px;padding:calc((44px - 1.4em) / 2) .5rem;text-align:center}
        .pages a[aria-current]{font-weight:bold;text-decoration:none;border:1px solid var(--primary);border-radius:4px}
        .actions{display:flex;flex-wrap:wrap;gap:.4rem;margin:.3rem 0}
        .actions form{margin:0}
        button,.button{font:inherit;padding:.5rem 1rem;border:1px solid var(--primary);border-radius:4px;background:#fff;color:var(--primary);text-decoration:none;cursor:pointer}
        .button{display:inline-flex;align-items:center}
        button.primary,.button.primary{background:var(--primary);color:#fff}
        button.danger,.button.danger{border-color:var(--danger);color:var(--danger)}
        form.edit label{display:block;font-weight:bold;margin-top:.7rem}
        form.edit input[type=text],form.edit input[type=url],form.edit input[type=password],form.edit textarea{width:100%;font:inherit;padding:.35rem}
        fieldset{border:1px solid #ccc;margin-top:.7rem}
        form.edit fieldset label{font-weight:normal;margin:0 1rem 0 0}
        form.edit label.check{display:flex;align-items:center;min-height:44px}
        .errors{border:2px solid var(--danger);background:#fdecee;padding:.5rem 1rem;color:#700}
        dl.values dt{font-weight:bold}
        dl.values dd{margin:0 0 .5rem}
        p.edited{font-style:italic}
        /* The map of a place's photos (inline SVG): as wide as the page up to 360 px. */
        .map{margin:1rem 0;max-width:360px}
        .map figcaption,.map-empty{font-weight:bold;margin:.3rem 0}
        .map svg{display:block;width:100%;height:auto;background:#fff;border:1px solid #767676}
        .map-plot{fill:#eef3f7}
        .map-hit{fill:transparent}
        .map-dot{fill:var(--primary);stroke:#fff;stroke-width:2}
        .map-dot.current{fill:var(--danger);stroke:#1b1b1b;stroke-width:3}
        .map a:focus{outline:3px solid #000;outline-offset:1px}
        .map a:focus .map-dot{stroke:#000;stroke-width:4}
        .map-scale path{fill:none;stroke:#1b1b1b;stroke-width:2}
        .map-scale text{fill:#1b1b1b;font-size:14px}
        .map-note{color:#444;font-size:.9rem;margin:.3rem 0}
        /* Attractions: cards, the attraction page, form hints and errors, conflicts. */
        ol.cards{grid-template-columns:repeat(auto-fill,minmax(min(100%,18rem),1fr))}
        .card h2{border:0;margin:0 0 .2rem;font-size:1.15rem}
        .card p{margin:.25rem 0}
        .description{white-space:pre-line}
        form.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(9.5rem,1fr));gap:.5rem 1rem;margin:1rem 0;padding:.75rem;border:1px solid #ccc;border-radius:.5rem}
        form.filters .filter label{display:block;font-weight:bold;font-size:.9rem}
        form.filters input[type=text],form.filters input[type=number]{width:100%;font:inherit;padding:.3rem;box-sizing:border-box}
        form.filters .check{display:flex;align-items:center}
        form.filters .actions,form.filters .field-error{grid-column:1/-1}
        .card-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem .8rem;margin-top:.4rem}
        .card-actions form{margin:0}
        ol.plan-stops h2{font-size:1.1rem;border:0;margin:.8rem 0 .2rem}
        button.small{padding:.3rem .7rem;border-color:#767676;color:#333}
        button.danger,.button.danger{background:var(--danger,#b00020);border-color:var(--danger,#b00020);color:#fff}
        .hint{margin:.1rem 0 .2rem;color:#555;font-size:.9rem}
        .field-error{margin:.1rem 0 .2rem;color:var(--danger,#b00020);font-weight:bold}
        form.edit [aria-invalid=true]{border:2px solid var(--danger,#b00020)}
        .error-summary{border:3px solid var(--danger,#b00020);background:#fff;padding:.3rem 1rem;margin-bottom:1rem}
        .error-summary h2{border:0;margin:.3rem 0}
        .error-summary a{color:var(--danger,#b00020);font-weight:bold}
        .notice{border-left:5px solid var(--primary,#23527c);background:#eef4fa;padding:.3rem 1rem}
        table.compare{width:100%;table-layout:fixed;border-collapse:collapse;margin:.8rem 0}
        table.compare caption{text-align:left;font-weight:bold;padding:.3rem 0}
        table.compare th,table.compare td{border:1px solid #ddd;padding:.3rem;text-align:left;vertical-align:top;white-space:pre-line}
        table.compare tr.differs td{background:#fff4d6}
        /* Attraction cards (picture beside the words, as a maps app's list) and the attraction page. */
        .card.attraction-card{display:grid;grid-template-columns:5.5rem 1fr;column-gap:.8rem;align-content:start;padding:.6rem}
        .attraction-card>*{grid-column:2;min-width:0}
        .card.attraction-card>.card-photo,.attraction-card>.card-drawing{grid-column:1;grid-row:1/span 4;width:5.5rem;height:5.5rem;border-radius:6px}
        .attraction-card>.card-actions{grid-column:1/-1}
        .attraction-card h2 a{display:flex;align-items:center;min-height:44px}
        .facts{color:#333;font-size:.95rem}
        .facts span{white-space:nowrap}
        form.edit input[type=date]{font:inherit;min-height:44px;padding:.3rem}
        .card-mine{font-size:.9rem;font-weight:bold;color:#1d5e2a}
        img.card-photo{max-width:100%;height:auto;background:#e4e4e4}
        .card-drawing{display:block}
        .card-actions .button,.card-actions button,.directions .button{display:inline-flex;align-items:center;min-height:44px}
        ul.week{list-style:none;padding:0;margin:.3rem 0}
        dl.about dt{font-weight:bold}
        dl.about dd{margin:0 0 .5rem}
        .saved{border-left:5px solid #2e7d32;background:#edf7ee;padding:.3rem 1rem}
        form.edit fieldset.rating label.choice{display:inline-flex;align-items:center;gap:.3rem;min-width:44px;min-height:44px;margin:0 .6rem 0 0}
        details.more summary,details.advanced summary{padding:.7rem 0;cursor:pointer}
        /* The opening-hours week of the add/edit form: a day a row that wraps on a phone. */
        fieldset.week-day{display:flex;flex-wrap:wrap;align-items:center;gap:.2rem 1rem}
        fieldset.week-day legend{font-weight:bold}
        .week-day .closed,.week-day .time{display:inline-flex;align-items:center;gap:.3rem;min-height:44px;white-space:nowrap}
        form.edit .week-day label{margin:0}
        form.edit input[type=time]{font:inherit;min-height:44px}
        form.edit .week-day input[type=checkbox]{width:1.5rem;height:1.5rem;margin:0}
        /* End of the attractions block. */
        /* Members, accounts and the signed-in header. */
        header form.sign-out{margin-left:auto;display:flex;align-items:center;gap:.3rem .8rem}
        form.inline{display:inline;margin:0}
        .error{color:var(--danger);font-weight:bold}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        table.members{border-collapse:collapse;margin:.5rem 0;width:100%}
        table.members th,table.members td{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;overflow-wrap:anywhere}
        /* An invitation's link, its QR code, the roles, and /account's Advanced. */
        .invitation input[readonly]{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;min-height:44px}
        .invitation ul.actions{list-style:none;padding:0;gap:.2rem 1.2rem}
        .invitation .actions a{display:inline-flex;align-items:center;min-height:44px}
        form.edit input[type=password]{width:100%;font:inherit;padding:.35rem}
        .qr-code{margin:.6rem 0}
        .qr-code svg{display:block;width:240px;max-width:100%;height:auto}
        dl.roles dt{font-weight:bold}
        dl.roles dd{margin:0 0 .5rem}
        details.advanced summary{line-height:44px;cursor:pointer;font-weight:bold}
        /* Home: the question, folded into what was asked once answered. */
        details.question{border:1px solid #ccc;border-radius:.5rem;padding:0 .75rem;margin:0 0 1rem}
        details.question summary{min-height:44px;display:flex;flex-wrap:wrap;align-items:center;gap:.2rem 1rem;cursor:pointer}
        details.question summary .asked{font-weight:bold}
        details.question summary .change{text-decoration:underline}
        details[open].question summary .change{display:none}
        form.question fieldset{border:0;padding:0;margin:.5rem 0}
        form.question legend{font-weight:bold;padding:0}
        form.question .check{display:flex;align-items:center;gap:.4rem;min-height:44px}
        form.question .check label{min-height:44px;display:flex;align-items:center}
        form.question input[type=date],form.question input[type=time],form.question input[type=text],form.question input[type=number],form.question select{font:inherit;min-height:44px;padding:.3rem;box-sizing:border-box;max-width:100%}
        form.question label{display:block}
        /* Phones: each table row is a box of its cells, each cell under its column's name. */
        @media (max-width:40rem){
        main table,main tbody,main tr,main th,main td,main caption{display:block;width:auto}
        main table{table-layout:auto}
        main thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
        main tr{border:1px solid #ccc;border-radius:6px;margin:0 0 .75rem;padding:.3rem .6rem;background:#fff}
        main table th,main table td{border:0;padding:.2rem 0}
        main td[data-label]::before{content:attr(data-label);display:block;font-weight:bold;font-size:.9rem;color:#444}
        }
        """
}
