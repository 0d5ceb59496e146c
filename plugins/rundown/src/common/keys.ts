/**
 * Message keys of the refusals this plugin answers with (`code` of the error body); their texts
 * are in `i18n/<locale>.json` under `errors`.
 */
export const RUNDOWN_ERRORS = {
  // rundown (spec 000 §8 "Rundown date conflicts")
  notFound: 'rundown.notFound',
  notFoundForDate: 'rundown.notFoundForDate',
  alreadyExists: 'rundown.alreadyExists',
  cannotCreate: 'rundown.cannotCreate',
  cannotChangeDate: 'rundown.cannotChangeDate',
  recreateNeedsEmpty: 'rundown.recreateNeedsEmpty',
  standByCannotMove: 'rundown.standByCannotMove',
  programNotFound: 'rundown.programNotFound',
  programNoAccess: 'rundown.programNoAccess',
  concurrentChange: 'rundown.concurrentChange',
  closedAfterEnd: 'rundown.closedAfterEnd',
  manualControlOff: 'rundown.manualControlOff',
  // blocks
  blockNotFound: 'block.notFound',
  blockHasPrivateStories: 'block.hasPrivateStories',
  standByCannotBeDeleted: 'block.standByCannotBeDeleted',
  standByFixed: 'block.standByFixed',
  // stories
  storyNotFound: 'story.notFound',
  approvedCannotBePrivate: 'story.approvedCannotBePrivate',
  onlyOwnerCanShare: 'story.onlyOwnerCanShare',
  onlyAuthorCanMakePrivate: 'story.onlyAuthorCanMakePrivate',
  storyPrivate: 'story.private',
  staleVersion: 'story.staleVersion',
  otherRundown: 'story.otherRundown',
  privateNotAllowed: 'story.privateNotAllowed',
  // templates
  templateNotFound: 'template.notFound',
} as const;
export type RundownErrorKey = (typeof RUNDOWN_ERRORS)[keyof typeof RUNDOWN_ERRORS];
