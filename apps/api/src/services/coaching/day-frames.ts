// How a kind of work spreads over a day (D29). Office hours are the default; care, protective, food and hotel, retail
// floor, call-centre, production and transport work is mostly done in shifts; clinics, practices and salons (a
// dentist, a family doctor, a vet, a therapist, a hairdresser) run on appointments; construction, extraction,
// installation and grounds work starts early on site; teachers follow the school day; mail carriers and delivery
// drivers spend it on a route from the depot; childcare follows the children's day; performers rehearse in the
// afternoon and perform in the evening; tour guides follow the bookings; farm work starts at first light;
// photographers and estate agents work when their clients can, late and at weekends; athletes and coaches train by
// day and compete in the evenings and at weekends. Every frame has five task slots,
// so each shows the same top tasks, between an opening and a closing block and around one break.
import type { DayBlock } from '@waypoint/domain';

/** A block of the frame: a slot for a task, or a fixed block with its own title and detail. */
export type FrameBlock = Omit<DayBlock, 'kind' | 'title' | 'detail'> &
  ({ kind: 'slot' } | { kind: Exclude<DayBlock['kind'], 'task'>; title: string; detail: string });

export interface DayFrame {
  /** How the working hours run, said above the day. */
  schedule: string;
  blocks: readonly FrameBlock[];
}

interface FrameSpec {
  schedule: string;
  /** The nine times the blocks change, from the start of the day to its end (space-separated 'HH:MM'). */
  times: string;
  /** Task slots before the break (the other slots follow it). */
  slotsBeforeBreak: number;
  opening: [title: string, detail: string];
  pause: string;
  closing: [title: string, detail: string];
}

const TASK_SLOTS = 5;

function frame(spec: FrameSpec): DayFrame {
  const times = spec.times.split(' ');
  const kinds = ['context', ...Array<'slot'>(spec.slotsBeforeBreak).fill('slot'), 'break', ...Array<'slot'>(TASK_SLOTS - spec.slotsBeforeBreak).fill('slot'), 'context'] as const;
  if (times.length !== kinds.length + 1) throw new Error(`A day frame needs ${kinds.length + 1} times: ${spec.times}`);
  const blocks = kinds.map((kind, i): FrameBlock => {
    const span = { start: times[i]!, end: times[i + 1]! };
    if (kind === 'slot') return { ...span, kind };
    if (kind === 'break') return { ...span, kind, title: spec.pause, detail: 'Time away from work.' };
    const [title, detail] = i === 0 ? spec.opening : spec.closing;
    return { ...span, kind, title, detail };
  });
  return { schedule: spec.schedule, blocks };
}

const FRAMES = {
  office: frame({
    schedule: 'Hours vary by employer, and many offer flexible or hybrid working: the times show how the work is spread over a day.',
    times: '09:00 09:30 10:45 12:00 13:00 14:15 15:30 16:30 17:00',
    slotsBeforeBreak: 2,
    opening: ['Plan the day', 'Read messages, check priorities and plan the day.'],
    pause: 'Lunch break',
    closing: ['Wrap up', 'Note progress, hand over open items and plan tomorrow.'],
  }),
  shift: frame({
    schedule: 'Much of this work is done in shifts, including early, late, night and weekend shifts. This is a day shift; the work runs in the same order on the others.',
    times: '07:00 07:30 09:00 10:30 11:45 12:15 13:45 14:45 15:15',
    slotsBeforeBreak: 3,
    opening: ['Start of shift: handover', 'Hear from the outgoing shift what happened, what is still open and what needs watching.'],
    pause: 'Meal break',
    closing: ['End of shift: handover', 'Record what was done and hand open items to the next shift.'],
  }),
  appointments: frame({
    schedule: 'The day runs on booked appointments, and many practices also open some evenings or Saturdays: the times show how the work is spread over a day.',
    times: '08:30 09:00 10:15 11:30 12:30 13:30 14:45 16:00 17:00',
    slotsBeforeBreak: 3,
    opening: ['Before the first appointment', "Check the day's bookings and read up on the people coming in."],
    pause: 'Lunch break',
    closing: ['After the last appointment', "Finish the notes, follow up on today's visits and prepare for tomorrow's."],
  }),
  site: frame({
    schedule: "The day often starts early and is spent on site or at customers' premises; the hours follow the job.",
    times: '07:00 07:30 09:00 10:30 12:00 12:30 14:00 15:00 15:30',
    slotsBeforeBreak: 3,
    opening: ['Site briefing', "Go through the day's jobs, safety points and materials with the team."],
    pause: 'Lunch break',
    closing: ['Clear up and log the work', 'Put tools away, leave the area safe and record what was done.'],
  }),
  school: frame({
    schedule: 'The day follows the school timetable; planning and marking often continue after the pupils leave.',
    times: '08:00 08:30 10:00 11:15 12:30 13:15 14:30 15:30 16:30',
    slotsBeforeBreak: 3,
    opening: ['Before lessons', 'Prepare the room and materials and read messages.'],
    pause: 'Lunch break',
    closing: ['After lessons', 'Mark work, plan the next lessons and meet colleagues or parents.'],
  }),
  route: frame({
    schedule: 'The day starts early at the depot and is mostly spent out on the route, in all weathers; the hours follow the deliveries.',
    times: '06:30 07:00 08:30 10:00 11:30 12:00 13:30 14:30 15:00',
    slotsBeforeBreak: 3,
    opening: ['At the depot', "Collect the day's items, check the route and any changes to it, and load up."],
    pause: 'Lunch break',
    closing: ['Back at the depot', 'Return what could not be delivered, hand in collections and report any problems on the route.'],
  }),
  childcare: frame({
    schedule: "The hours follow the children's day and their parents' working hours, so early starts and late finishes are common.",
    times: '07:30 08:00 09:30 11:00 12:30 13:30 14:45 16:00 17:30',
    slotsBeforeBreak: 3,
    opening: ['Welcome the children', 'Greet the children and their parents at the start of the day and hear what matters today, such as sleep, meals or health.'],
    pause: 'Break while the children rest',
    closing: ['Hand the children back', 'Tell parents how the day went, tidy up and note anything for tomorrow.'],
  }),
  performance: frame({
    schedule: 'Work comes as engagements, often with gaps between them. On a performance day, rehearsals fill the afternoon and the show the evening, often at weekends.',
    times: '12:00 12:30 14:00 15:30 17:00 18:00 19:30 21:00 21:30',
    slotsBeforeBreak: 3,
    opening: ['Warm up', 'Warm up body and voice, check the call times and go over notes from the last rehearsal.'],
    pause: 'Meal break',
    closing: ['After the performance', 'Cool down, hear notes from the director and check the next calls.'],
  }),
  tours: frame({
    schedule: 'The work follows the bookings and the season: busiest in summer, at weekends and on holidays.',
    times: '08:30 09:00 10:30 12:00 13:00 14:00 15:30 16:30 17:00',
    slotsBeforeBreak: 3,
    opening: ['Before the first tour', "Check the day's bookings, the weather and any closures on the route."],
    pause: 'Lunch break',
    closing: ['After the last tour', 'Report any incidents, answer follow-up questions and prepare for tomorrow.'],
  }),
  farm: frame({
    schedule: 'The day starts at first light and follows the season and the weather; at planting and harvest it runs long and through weekends.',
    times: '06:00 06:30 08:00 09:30 11:00 12:00 14:00 16:00 17:00',
    slotsBeforeBreak: 3,
    opening: ['Morning checks', "Check the animals, the crops and the weather, and plan the day's work."],
    pause: 'Lunch break',
    closing: ['Evening checks', 'See to the animals, put machinery away and record what was done.'],
  }),
  sport: frame({
    schedule: 'The day is built around training; matches and competitions fall in the evenings and at weekends, and the season shapes the year.',
    times: '08:00 08:30 10:00 11:30 12:30 13:30 15:00 16:30 17:00',
    slotsBeforeBreak: 3,
    opening: ['Before training', "Check the training plan, everyone's fitness and the notes from the last session or match."],
    pause: 'Lunch break',
    closing: ['After training', 'Cool down, review the session and plan the next one.'],
  }),
  clients: frame({
    schedule: "The day follows the clients' bookings, which often fall in the evenings and at weekends, when clients are free.",
    times: '10:00 10:30 12:00 13:30 14:30 15:30 17:00 18:30 19:00',
    slotsBeforeBreak: 3,
    opening: ['Plan the bookings', "Confirm today's appointments, prepare for each and answer new enquiries."],
    pause: 'Lunch break',
    closing: ['Follow up', 'Send clients what was promised, update the records and arrange the next bookings.'],
  }),
};

/** SOC code prefixes of each frame other than office hours, checked in this order. */
const FRAME_CODES: readonly [keyof typeof FRAMES, readonly string[]][] = [
  // Before 'shift': these practitioners and their assistants are mostly in practices, not on hospital wards.
  [
    'appointments',
    [
      ...['29-1021', '29-1031', '29-1041', '29-1071', '29-1122', '29-1123', '29-1127', '29-1131', '29-1171', '29-1215', '29-1223'],
      ...['29-1292', '29-2056', '29-2081', '31-9011', '31-9091', '31-9092', '19-3033', '39-5011', '39-5012', '39-5092', '39-5094'],
      ...['29-1023', '29-1081', '29-1129', '29-1181', '29-1213', '29-2091', '29-9092', '39-9031'],
    ],
  ],
  // Before 'shift': mail carriers, couriers and local delivery drivers work a route from a depot.
  ['route', ['43-5021', '43-5052', '53-3031', '53-3033']],
  ['childcare', ['39-9011']],
  ['performance', ['27-2011', '27-2031', '27-2032', '27-2041', '27-2042']],
  ['tours', ['39-7011', '39-7012']],
  // Referees keep fit by day and officiate the matches of evenings and weekends too.
  ['sport', ['27-2021', '27-2022', '27-2023']],
  ['farm', ['11-9013', '45-209']],
  // Tutors and instructors (of driving, music, dance) teach after school and work, dressmakers fit and make-up artists
  // work when their clients are free; all before 'shift' and 'school'.
  ['clients', ['27-4021', '41-9021', '41-9022', '25-3041', '25-3021', '51-6052', '39-5091']],
  // Restaurants, hotels (their managers, front desks, porters and concierges), casinos, animal shelters, theatres and
  // venues (ushers), radio and television stations, flower shops, mines, emergency call rooms and dispatch offices run
  // all day and week, in shifts.
  [
    'shift',
    [
      ...['29-', '31-', '33-', '35-', '51-', '53-', '11-9051', '11-9081', '27-1023', '27-3011', '39-2021', '39-3011', '39-3031'],
      ...['39-601', '41-1011', '41-2', '43-4051', '43-4081', '43-5031', '43-5032', '47-5'],
    ],
  ],
  // Surveyors measure on site too.
  ['site', ['11-9021', '17-1022', '37-', '45-', '47-', '49-']],
  // Teachers, and the teaching assistants in their classrooms.
  ['school', ['25-2', '25-9042']],
];

/** The frame of an occupation's day, by its SOC code. */
export function dayFrameOf(code: string): DayFrame {
  const match = FRAME_CODES.find(([, prefixes]) => prefixes.some((prefix) => code.startsWith(prefix)));
  return FRAMES[match?.[0] ?? 'office'];
}
