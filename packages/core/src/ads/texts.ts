/** What ads and their form say; apart from the schemas, so a page's first paint can show 'Sponsored' without zod. */
export const adTexts = {
  sponsored: 'Sponsored',
  linkRequired: 'An ad needs a link: a web address, or a post or blog here to promote.',
  placementsRequired: 'Pick at least one placement.',
  scheduleOrder: 'The end must come after the start.',
  nameRequired: 'Give the campaign a name (up to 100 characters).',
  headlineRequired: 'Write a headline (up to 120 characters).',
  bodyTooLong: 'Keep the text to 300 characters.',
  imageAddress: 'Use a web address (http or https) or a path on this site.',
  postTooLong: 'Keep the post address to 300 characters.',
  dateRequired: 'Pick a date and time.',
  capWhole: 'Use a whole number of 1 or more, or leave it empty.',
} as const;
