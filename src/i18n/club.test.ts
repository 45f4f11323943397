import { describe, expect, it } from 'vitest';
import { clubSpeaker } from './club';
import { useLang } from './index';

describe('the club’s strings, loaded with the club', () => {
  it('are in Polish once a switch to Polish shows (loaded before the switch, not with the app)', async () => {
    useLang.setState({ lang: 'en' });
    expect(clubSpeaker('pl').t('club.title')).toBe('Club');
    useLang.getState().setLang('pl');
    await new Promise<void>((done) => {
      const stop = useLang.subscribe((state) => {
        if (state.lang !== 'pl') return;
        // The moment the language switches, the club's Polish strings are already there.
        expect(clubSpeaker('pl').t('club.title')).toBe('Klub');
        stop();
        done();
      });
    });
    expect(clubSpeaker('pl').plural('club.players.count', 5)).toBe('5 graczy');
    expect(clubSpeaker('pl').share(0.235)).toBe('23,5%');
  });
});
