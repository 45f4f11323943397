/**
 * The charts' English strings (issue 28). Not in en.ts: they load with the first chart shown, so
 * the app's first load does not carry them (charts.ts). charts.pl.ts has the same keys (the type checks it).
 */
export const chartsEn = {
  'charts.scores.title': 'Scores hand by hand',
  'charts.scores.x': 'Hand',
  // A value axis tick in thousands of points (30k).
  'charts.thousands': '{n}k',
  'charts.scores.y': 'Points',
  'charts.start': 'Start',
  // {last}: every player's last value, highest first, joined by charts.listJoin ("Anna 41,200, Bartek 30,000").
  'charts.scores.summary': 'After hand {hand}, {leader} leads with {value}. Scores ranged from {min} to {max}. Last: {last}.',
  // {leaders}: two or more names ("Anna and Bartek").
  'charts.scores.summaryTied': 'After hand {hand}, {leaders} share the lead with {value}. Scores ranged from {min} to {max}. Last: {last}.',
  'charts.scores.summaryStart': 'No hand played yet: everyone has {value}.',
  'charts.lastItem': '{name} {value}',
  'charts.listJoin': ', ',
  'charts.player.x': 'Game',
  'charts.player.rating.title': 'Rating game by game',
  'charts.player.rating.y': 'Rating',
  'charts.player.rating.line': 'Rating (μ − 3σ)',
  'charts.player.rating.summary': 'Rating {value} (μ {mu}, σ {sigma}) after {games} rated games; it ranged from {min} to {max}.',
  'charts.player.places.title': 'Places game by game',
  'charts.player.places.y': 'Place',
  'charts.player.places.summary':
    'Places: 1st {p1}, 2nd {p2}, 3rd {p3}, 4th {p4} times; average {average}; place in the last game: {last}.',
  'charts.nights.title': 'Top players’ ratings night by night',
  'charts.nights.x': 'Night',
  'charts.nights.y': 'Rating',
  'charts.nights.summary': 'After the night of {night}, {leader} leads with {value}. Ratings ranged from {min} to {max}. Last: {last}.',
  'charts.nights.summaryTied':
    'After the night of {night}, {leaders} share the lead with {value}. Ratings ranged from {min} to {max}. Last: {last}.',
  'charts.loading': 'Loading the chart…',
} as const;
