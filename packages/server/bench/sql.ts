/**
 * SQL fragments for the set-based seed: deterministic "random" numbers from a hash of a row's
 * number (so a rerun seeds the same data, and any statement can recompute another row's values),
 * and each post type's content from its id.
 */

/** A number in [0, 1) from `expr` (an integer) and a seed. */
export const rnd = (expr: string, seed: number): string =>
  `((hashint8extended((${expr})::int8, ${seed}) & 4503599627370495)::float8 / 4503599627370496.0)`;

/** An integer in [0, n) from `expr` and a seed. */
export const pick = (expr: string, seed: number, n: number | string): string =>
  `((hashint8extended((${expr})::int8, ${seed}) & 2147483647) % (${n}))`;

export const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const array = (items: readonly string[]): string => `(ARRAY[${items.map(literal).join(', ')}])`;

const SENTENCES = [
  'The moths came back to the porch light tonight, all seven of them.',
  'I finally finished the sweater, and it only took three winters.',
  'Nobody warned me that sourdough starters have opinions.',
  'Today the sea was the colour of weak tea and twice as calming.',
  'Reading old letters is like eavesdropping on your own past.',
  'The compiler and I have reached an understanding; it wins.',
  'Somewhere between the second and third coffee, the idea arrived.',
  'If you listen closely, the city hums in B flat after midnight.',
  'My garden produced exactly one tomato and I am very proud of it.',
  'Notes from a long train ride: fields, fog, a heron, more fields.',
  'Every map is a little bit of a lie, and that is what I love about them.',
  'The library smelled of rain and paper and someone else’s orange.',
  'I drew the same bird forty times until it looked like itself.',
  'Small reminder that you are allowed to rest before you are tired.',
  'This song has been stuck in my head since Tuesday, send help.',
  'Found a box of film photographs from a summer I barely remember.',
  'The best part of a thunderstorm is the minute just before it.',
  'Cats do not knock things off tables; they test gravity for us.',
  'I rewrote the opening paragraph eleven times and kept the first.',
  'Late autumn light makes even the parking lot look like a painting.',
  'There is a particular joy in a well-organised spice drawer.',
  'We walked until the path ran out and then a little further.',
  'Learning the names of clouds has made every commute better.',
  'A good question is worth more than a quick answer.',
];
const TITLES = [
  'Night notes',
  'On small things',
  'A list of good days',
  'Field report',
  'Things I learned this week',
  'Half a thought',
  'Letters to nobody',
  'The long way round',
  'Kitchen experiments',
  'Weather diary',
  'Reading list',
  'Studio update',
];
const AUTHORS = [
  'Ada Lovelace',
  'Mary Oliver',
  'Ursula K. Le Guin',
  'Italo Calvino',
  'Octavia Butler',
  'Anonymous',
];
const NAMES = ['ada', 'grace', 'wren', 'lin', 'sam'];

export const sentence = (id: string, seed: number): string =>
  `${array(SENTENCES)}[1 + ${pick(id, seed, SENTENCES.length)}]`;
const title = (id: string, seed: number) => `${array(TITLES)}[1 + ${pick(id, seed, TITLES.length)}]`;
const paragraph = (id: string, seed: number) =>
  `'<p>' || ${sentence(id, seed)} || ' ' || ${sentence(id, seed + 1)} || '</p>'`;
/**
 * A word few posts hold, for the benchmark's search of a rare word (issue 16): every sentence
 * above is in about one post in twenty, so their words are all common.
 */
export const RARE_WORD = 'zephyr';
const RARE_ONE_IN = 10_000;
const rare = (id: string) =>
  `CASE WHEN ${pick(id, 60, RARE_ONE_IN)} = 0 THEN '<p>A ${RARE_WORD} stirred the quiet archive.</p>' ELSE '' END`;
/** One to three paragraphs, and now and then a rare word. */
const body = (id: string) =>
  `CASE ${pick(id, 40, 3)} WHEN 0 THEN ${paragraph(id, 41)}
     WHEN 1 THEN ${paragraph(id, 41)} || ${paragraph(id, 43)}
     ELSE ${paragraph(id, 41)} || ${paragraph(id, 43)} || ${paragraph(id, 45)} END || ${rare(id)}`;
/** A caption, empty for about a third of posts. */
const caption = (id: string) => `CASE WHEN ${pick(id, 47, 3)} = 0 THEN '' ELSE ${paragraph(id, 48)} END`;

export type Slots = { one: string; two: string; three: string };

/** Each type's slots (core SLOT_FIELDS) for the post whose content is generated from `id`. */
export function contentSlots(type: string, id: string): Slots {
  const slot = (values: Record<string, string>) =>
    `CASE ${type} ${Object.entries(values)
      .map(([t, v]) => `WHEN '${t}' THEN ${v}`)
      .join(' ')} ELSE '' END`;
  return {
    one: slot({
      text: `CASE WHEN ${pick(id, 50, 4)} = 0 THEN '' ELSE ${title(id, 51)} END`,
      photo: caption(id),
      quote: sentence(id, 52),
      link: title(id, 51),
      chat: `CASE WHEN ${pick(id, 50, 2)} = 0 THEN '' ELSE ${title(id, 51)} END`,
      audio: caption(id),
      video: `'<iframe src="https://www.youtube.com/embed/' || substr(md5((${id})::text), 1, 11) || '" width="500" height="281" frameborder="0" allowfullscreen></iframe>'`,
      answer: `${sentence(id, 53)} || '?'`,
    }),
    two: slot({
      text: body(id),
      photo: "''",
      quote: `'<p>' || ${array(AUTHORS)}[1 + ${pick(id, 54, AUTHORS.length)}] || '</p>'`,
      link: `'https://example.com/articles/' || (${id})`,
      chat: `${array(NAMES)}[1 + ${pick(id, 55, NAMES.length)}] || ': ' || ${sentence(id, 56)} || E'\\n' || ${array(NAMES)}[1 + ${pick(id, 57, NAMES.length)}] || ': ' || ${sentence(id, 58)}`,
      audio: `'https://example.com/audio/' || (${id}) || '.mp3'`,
      video: caption(id),
      answer: body(id),
    }),
    three: slot({ link: caption(id) }),
  };
}

/** The slot holding each type's reblog comment field (core REBLOG_COMMENT_FIELD); chat has none. */
export const COMMENT_SLOT: Record<string, keyof Slots | null> = {
  text: 'two',
  photo: 'one',
  quote: 'two',
  link: 'three',
  chat: null,
  audio: 'one',
  video: 'two',
  answer: 'three',
};

/** The comment field's value of a post of type `type` whose content comes from `id`. */
export function commentOf(type: string, id: string): string {
  const slots = contentSlots(type, id);
  return `CASE ${type} ${Object.entries(COMMENT_SLOT)
    .map(([t, slot]) => `WHEN '${t}' THEN ${slot ? slots[slot] : "''"}`)
    .join(' ')} ELSE '' END`;
}

/** A reblogger's own words, or none (about half of reblogs add nothing). */
export const reblogComment = (id: string): string =>
  `CASE WHEN ${pick(id, 60, 2)} = 0 THEN '' ELSE '<p>' || ${sentence(id, 61)} || '</p>' END`;

/** Photo posts: one to three photos (the store key need not exist: the bench never loads images). */
export const photosOf = (type: string, id: string): string => {
  const photo = (n: number) =>
    `jsonb_build_object('id', 'o${n}', 'key', 'bench/' || (${id}) || '-${n}.jpg', 'width', 1280, 'height', 720 + ${pick(id, 70 + n, 560)}, 'caption', '')`;
  return `CASE WHEN ${type} <> 'photo' THEN '[]'::jsonb
    ELSE CASE ${pick(id, 70, 3)} WHEN 0 THEN jsonb_build_array(${photo(1)})
      WHEN 1 THEN jsonb_build_array(${photo(1)}, ${photo(2)})
      ELSE jsonb_build_array(${photo(1)}, ${photo(2)}, ${photo(3)}) END END`;
};

export const extraOf = (type: string, id: string): string =>
  `CASE ${type} WHEN 'audio' THEN jsonb_build_object('track_title', ${title(id, 80)}, 'track_artist', ${array(AUTHORS)}[1 + ${pick(id, 81, AUTHORS.length)}])
    WHEN 'link' THEN jsonb_build_object('excerpt', ${sentence(id, 82)})
    ELSE '{}'::jsonb END`;

/** Post types and their share of posts. */
export const TYPE_SHARES: [string, number][] = [
  ['text', 0.4],
  ['photo', 0.3],
  ['quote', 0.07],
  ['link', 0.07],
  ['chat', 0.05],
  ['audio', 0.04],
  ['video', 0.04],
  ['answer', 0.03],
];

export function typeFrom(u: string): string {
  let sum = 0;
  const whens = TYPE_SHARES.slice(0, -1).map(([type, share]) => {
    sum += share;
    return `WHEN ${u} < ${sum.toFixed(4)} THEN '${type}'`;
  });
  return `CASE ${whens.join(' ')} ELSE '${TYPE_SHARES.at(-1)![0]}' END`;
}

/** The most used tags first (tag 0 is the most popular); the rest are numbered topics. */
const COMMON_TAGS = [
  'art',
  'photography',
  'music',
  'books',
  'nature',
  'writing',
  'cats',
  'food',
  'travel',
  'poetry',
  'design',
  'film',
  'illustration',
  'gardening',
  'coffee',
  'birds',
  'history',
  'science',
  'fashion',
  'quotes',
];

export function tagVocabulary(size: number): string[] {
  return Array.from({ length: size }, (_, i) => COMMON_TAGS[i] ?? `topic-${i}`);
}
