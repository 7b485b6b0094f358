"""Reads a plan's calendar file with Debian's python3-icalendar and prints each event's title,
start and end as wall times in the event's zone and as UTC (through the file's own VTIMEZONE and
through dateutil's reading of it), so a test can compare them with the plan's timetable.

Usage: plan_times.py FILE
Prints a JSON array, events in file order: {"summary", "tzid", "uid", "sequence", "start", "end",
"startUTC", "endUTC", "startUTCByDateutil", "endUTCByDateutil"}, times as ISO 8601 to the minute."""
import json
import sys
from datetime import timezone

import icalendar
from dateutil import tz as dateutil_tz

path = sys.argv[1]
raw = open(path, 'rb').read()
calendar = icalendar.Calendar.from_ical(raw.decode('utf-8'))
own_zones = {str(zone['TZID']): zone.to_tz() for zone in calendar.walk('VTIMEZONE')}
dateutil_zones = dateutil_tz.tzical(path)


def minute(moment):
    return moment.replace(tzinfo=None).isoformat()[:16]


def utc(moment):
    return minute(moment.astimezone(timezone.utc))


events = []
for event in calendar.walk('VEVENT'):
    row = {'summary': str(event['SUMMARY']), 'uid': str(event['UID']), 'sequence': int(event['SEQUENCE'])}
    for name in ('start', 'end'):
        prop = event['DTSTART' if name == 'start' else 'DTEND']
        tzid = prop.params.get('TZID')
        row['tzid'] = tzid
        naive = prop.dt.replace(tzinfo=None)
        row[name] = minute(naive)
        row[name + 'UTC'] = utc(own_zones[tzid].localize(naive))
        row[name + 'UTCByDateutil'] = utc(naive.replace(tzinfo=dateutil_zones.get(tzid)))
    events.append(row)
json.dump(events, sys.stdout)
