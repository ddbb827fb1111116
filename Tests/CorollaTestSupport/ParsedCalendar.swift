import Foundation

/// An iCalendar file as a reader other than Corolla's reads it: Python's `icalendar` or `vobject`
/// (Debian `python3-icalendar`, `python3-vobject`: `bin/lib/system-packages-test`), two parsers
/// that share no code. ``read(_:on:)`` has both read the file and fails unless both accept it and
/// agree on every value.
public struct ParsedCalendar: Equatable, Decodable, Sendable {
    /// A `VEVENT`.
    public struct Event: Equatable, Decodable, Sendable {
        public var uid: String
        public var summary: String
        public var description: String?
        /// `DTSTART`, ISO 8601: a date for an all-day event.
        public var start: String
        public var freq: String?
        public var interval: Int?
        /// Each `VALARM`: its action and trigger, in seconds after the start.
        public var alarms: [Alarm]
    }

    /// A `VALARM`.
    public struct Alarm: Equatable, Decodable, Sendable {
        public var action: String
        public var trigger: Int
        public var description: String

        public init(action: String, trigger: Int, description: String) {
            (self.action, self.trigger, self.description) = (action, trigger, description)
        }
    }

    /// The reader: `icalendar` or `vobject`.
    public var reader: String
    /// `X-WR-CALNAME`; nil without one.
    public var name: String?
    public var events: [Event]
    /// The UIDs of the events that occur on the day asked about, by the reader's own expansion of
    /// their recurrence (dateutil's `rrule`), sorted.
    public var occurring: [String]

    /// The readers, each a Python program printing the calendar as JSON.
    static let readers: [String: String] = [
        "icalendar": """
            import datetime, json, sys, icalendar
            from dateutil import rrule
            calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            day = datetime.date.fromisoformat(sys.argv[2])
            events, occurring = [], []
            for event in calendar.walk('VEVENT'):
                start = event['DTSTART'].dt
                rule = event.get('RRULE')
                alarms = [{'action': str(a['ACTION']), 'trigger': int(a['TRIGGER'].dt.total_seconds()),
                           'description': str(a['DESCRIPTION'])} for a in event.walk('VALARM')]
                events.append({'uid': str(event['UID']), 'summary': str(event['SUMMARY']),
                               'description': str(event['DESCRIPTION']) if 'DESCRIPTION' in event else None,
                               'start': start.isoformat(), 'freq': rule['FREQ'][0] if rule else None,
                               'interval': rule['INTERVAL'][0] if rule else None, 'alarms': alarms})
                first = datetime.datetime.combine(start, datetime.time())
                if rule:
                    dates = rrule.rrulestr(rule.to_ical().decode(), dtstart=first)
                    hit = dates.between(datetime.datetime.combine(day, datetime.time()), datetime.datetime.combine(day, datetime.time()), inc=True)
                else:
                    hit = start == day
                if hit: occurring.append(str(event['UID']))
            name = calendar.get('X-WR-CALNAME')
            print(json.dumps({'reader': 'icalendar', 'name': str(name) if name is not None else None, 'events': events, 'occurring': sorted(occurring)}))
            """,
        "vobject": """
            import datetime, json, sys, vobject
            calendar = vobject.readOne(open(sys.argv[1], encoding='utf-8', newline='').read(), validate=True)
            day = datetime.date.fromisoformat(sys.argv[2])
            events, occurring = [], []
            for event in calendar.contents.get('vevent', []):
                start = event.dtstart.value
                rule = dict(part.split('=', 1) for part in event.rrule.value.split(';')) if 'rrule' in event.contents else None
                alarms = [{'action': a.action.value, 'trigger': int(a.trigger.value.total_seconds()),
                           'description': a.description.value} for a in event.contents.get('valarm', [])]
                events.append({'uid': event.uid.value, 'summary': event.summary.value,
                               'description': event.description.value if 'description' in event.contents else None,
                               'start': start.isoformat(), 'freq': rule['FREQ'] if rule else None,
                               'interval': int(rule['INTERVAL']) if rule else None, 'alarms': alarms})
                midnight = datetime.datetime.combine(day, datetime.time())
                if event.getrruleset(addRDate=True).between(midnight, midnight, inc=True):
                    occurring.append(event.uid.value)
            name = calendar.contents.get('x-wr-calname')
            print(json.dumps({'reader': 'vobject', 'name': name[0].value if name else None, 'events': events, 'occurring': sorted(occurring)}))
            """,
    ]

    /// The calendar at `path` as `reader` reads it, with the events occurring on `day` (`YYYY-MM-DD`).
    ///
    /// - Throws: when the reader refuses the file, naming the reader and its error.
    public static func read(_ path: String, on day: String, reader: String) throws -> ParsedCalendar {
        let run = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", readers[reader] ?? "", path, day])
        guard run.status == 0 else {
            throw CalendarReadError(message: "python3-\(reader) (bin/lib/system-packages-test) refused \(path): \(run.errors)")
        }
        return try JSONDecoder().decode(ParsedCalendar.self, from: run.output)
    }

    /// The calendar at `path` as both readers read it, with the events occurring on `day`.
    ///
    /// - Throws: when either reader refuses the file, or they read it differently.
    public static func read(_ path: String, on day: String) throws -> ParsedCalendar {
        var icalendar = try read(path, on: day, reader: "icalendar")
        let vobject = try read(path, on: day, reader: "vobject")
        icalendar.reader = vobject.reader
        guard icalendar == vobject else {
            throw CalendarReadError(message: "the two readers read \(path) differently:\nicalendar: \(icalendar)\nvobject: \(vobject)")
        }
        return vobject
    }
}

/// A reader's refusal of a calendar, or two readers' disagreement.
public struct CalendarReadError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
