"""Checks an iCalendar file Outings wrote against what its events should hold, with parsers
written apart from Outings: Debian's python3-icalendar reads the file, and each event's DTSTART
and DTEND are turned into UTC three ways: through the zone's name (icalendar's pytz), through the
file's own VTIMEZONE (icalendar's to_tz) and through dateutil's tzical, which reads the VTIMEZONE
by itself.

Usage: check_ics.py FILE EXPECTED.json
EXPECTED lists per event: uid, zone, summary, location, description, url, geo ([lat, lon] or
null), and start and end, each {"wall": "2026-03-07T10:00:00", "utc": "2026-03-07T17:00:00"}.
Prints {"events": N, "problems": [...]} as JSON; exits 0 when it could read the file."""
import json
import sys
from datetime import timezone

import icalendar
from dateutil import tz as dateutil_tz

path, expected_path = sys.argv[1], sys.argv[2]
raw = open(path, 'rb').read()
expected = {event['uid']: event for event in json.load(open(expected_path))}
calendar = icalendar.Calendar.from_ical(raw.decode('utf-8'))
own_zones = {str(zone['TZID']): zone.to_tz() for zone in calendar.walk('VTIMEZONE')}
dateutil_zones = dateutil_tz.tzical(path)
problems = []


def utc_text(moment):
    return moment.astimezone(timezone.utc).replace(tzinfo=None).isoformat()


def check_time(uid, name, prop, want, zone_name):
    moment = prop.dt
    tzid = prop.params.get('TZID')
    if tzid != zone_name:
        problems.append(f'{uid} {name}: TZID {tzid!r}, expected {zone_name!r}')
    naive = moment.replace(tzinfo=None)
    readings = {
        'wall time': naive.isoformat(),
        'UTC through the zone name': utc_text(moment),
        'UTC through the VTIMEZONE': utc_text(own_zones[tzid].localize(naive)),
        'UTC through dateutil': utc_text(naive.replace(tzinfo=dateutil_zones.get(tzid))),
    }
    for reading, value in readings.items():
        target = want['wall'] if reading == 'wall time' else want['utc']
        if value != target:
            problems.append(f'{uid} {name} {reading}: {value}, expected {target}')


events = calendar.walk('VEVENT')
for event in events:
    uid = str(event['UID'])
    want = expected.pop(uid, None)
    if want is None:
        problems.append(f'{uid}: not expected')
        continue
    check_time(uid, 'DTSTART', event['DTSTART'], want['start'], want['zone'])
    check_time(uid, 'DTEND', event['DTEND'], want['end'], want['zone'])
    for key in ('summary', 'location', 'description', 'url'):
        value = event.get(key.upper())
        value = None if value is None else str(value)
        if value != want[key]:
            problems.append(f'{uid} {key.upper()}: {value!r}, expected {want[key]!r}')
    geo = event.get('GEO')
    geo = None if geo is None else [geo.latitude, geo.longitude]
    if geo != want['geo']:
        problems.append(f'{uid} GEO: {geo}, expected {want["geo"]}')
for uid in expected:
    problems.append(f'{uid}: missing')
print(json.dumps({'events': len(events), 'problems': problems}))
