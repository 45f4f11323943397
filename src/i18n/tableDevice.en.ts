/**
 * A tournament table device's English strings (issue 27: the join, the session clock, time
 * called, the score slip, the hand-off). Loaded with the tournament parts of the app, not in the
 * first load (tableDevice.ts); tableDevice.pl.ts must have the same keys (the type checks it).
 */
export const tableDeviceEn = {
  'join.title': 'Join a tournament table',
  'join.fromFile': 'Open the tournament file',
  'join.fileHint': 'The organiser’s riichi-tournament file: pick your session and table in it.',
  'join.refused': 'This file cannot be read as a tournament: {why}',
  'join.sessions': 'Session',
  'join.session': 'Session {n}',
  'join.tables': 'Table',
  'join.table': 'Table {n}',
  'join.seats': 'Seats at table {table}',
  'join.clock': 'Session clock',
  'join.endsAt': 'The session ends at',
  'join.start': 'Start the game at table {table}',
  'ending.finishHand': 'When time is called, the hand in play is finished, then the game ends.',
  'ending.oneMoreHand': 'When time is called, the hand in play is finished, then one more hand is played.',
  'clock.where': '{name}: session {session}, table {table}',
  'clock.left': 'Time left in the session',
  'clock.called': 'Time!',
  'clock.finishThisHand': 'Finish this hand',
  'clock.finishThenOneMore': 'Finish this hand, then one more',
  'clock.lastHand': 'One more hand: the last',
  'clock.endNow': 'No more hands: end the game',
  'timeCall.button': 'Time called',
  'timeCall.title': 'Time called: is a hand being played?',
  'timeCall.midHand': 'Yes: finish it',
  'timeCall.between': 'No: between hands',
  'timeCall.done': 'Time called.',
  'timeCall.takeBack': 'Take back',
  'timeCall.takenBack': 'The call of time was taken back.',
  'timeCall.endNow': 'End now',
  'slip.title': 'Score slip',
  'slip.ask': 'Each player checks the final results and taps their own seat to confirm them.',
  'slip.confirm': 'Confirm: {name}',
  'slip.confirmed': 'Confirmed: {name}',
  'slip.count': 'Confirmed by {n} of 4',
  'slip.all': 'All four players confirmed the results.',
  'slip.cleared': 'The results were corrected after they were confirmed: each player confirms them again.',
  'slip.handOff': 'Hand in to the organiser',
  'slip.share': 'Send the game’s file',
  'slip.download': 'Download the game’s file',
  'slip.shareFailed': 'The file could not be sent: it was downloaded instead.',
} as const;

export type TableDeviceKey = keyof typeof tableDeviceEn;
