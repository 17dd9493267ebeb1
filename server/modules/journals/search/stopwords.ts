/** Words too common to tell one journal from another; dropped from catalogue text and from queries alike. */
export const stopwords = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
  both but by can could did do does doing down during each either etc few for from further had has have having he
  her here hers herself him himself his how however i if in into is it its itself just may me might more most must
  my myself no nor not of off on once only or other ought our ours ourselves out over own same shall she should
  so some such than that the their theirs them themselves then there these they this those through thus to too
  under until up upon us very via was we were what when where which while who whom whose why will with within
  without would yet you your yours yourself yourselves`.split(/\s+/),
)

/**
 * Words every abstract has (its headings and the language of reporting) but that say nothing about which
 * journal fits. The matcher drops them; the finder's search keeps them, since a person typing one means it.
 */
export const manuscriptBoilerplate = new Set(
  `abstract aim aims approach background conclusion conclusions data design discussion evaluate evaluated finding
  findings found introduction method methods objective objectives outcome outcomes paper present purpose result
  results show showed shown significant significantly study studies suggest suggests total used using`.split(/\s+/),
)
