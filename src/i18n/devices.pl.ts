import type { PolishForms, Translation } from './plural';
import type { devicesEn } from './devices.en';

/** The strings of src/devices in Polish: the same keys as devices.en.ts (the type checks it). */
export const devicesPl: Translation<typeof devicesEn, PolishForms> = {
  'devices.qr.label': 'Kod QR {k} z {n}',
  'devices.qr.count': 'Kod {k} z {n}',
  'devices.qr.single': 'Zeskanuj ten kod',
  'devices.qr.loopHint': 'Kody zmieniają się same: trzymaj aparat nieruchomo, aż wszystkie zostaną odczytane.',
  'devices.qr.pause': 'Zatrzymaj',
  'devices.qr.play': 'Wznów',
  'devices.qr.previous': 'Poprzedni kod',
  'devices.qr.next': 'Następny kod',
  'devices.qr.preparing': 'Przygotowuję kody…',
  'devices.qr.tooLarge': 'To za dużo na kody QR: przekaż to jako plik.',
  'devices.scan.title': 'Zeskanuj kody',
  'devices.scan.video': 'Obraz z aparatu',
  'devices.scan.hint': 'Skieruj aparat na kody na drugim ekranie.',
  'devices.scan.starting': 'Uruchamiam aparat…',
  'devices.scan.progress': 'Odczytano {have} z {count} kodów',
  'devices.scan.unpacking': 'Wszystkie kody odczytane.',
  'devices.scan.other': 'Ten kod należy do czegoś innego: skanuj kody z jednego ekranu.',
  'devices.scan.notOurs': 'To nie jest kod Tenbō.',
  'devices.scan.damaged': 'Kod odczytano tylko częściowo: skanuj dalej.',
  'devices.scan.mismatch': 'Kody do siebie nie pasują: skanuję je od nowa.',
  'devices.scan.unsupported': 'Ta przeglądarka nie umie rozpakować tych kodów: zaktualizuj ją albo użyj pliku.',
  'devices.scan.tooLarge': 'Te kody zawierają więcej, niż może mieć partia: odrzucone.',
  'devices.scan.refused': 'Aparat jest zablokowany. Zezwól na niego w ustawieniach przeglądarki dla tej strony albo wybierz plik.',
  'devices.scan.noCamera': 'To urządzenie nie ma aparatu, którego można użyć. Wybierz plik.',
  'devices.scan.failed': 'Nie udało się uruchomić aparatu. Wybierz plik.',
  'devices.scan.cancel': 'Anuluj',
  'devices.scan.file': 'Wybierz plik',
  'devices.scan.fileNoCode': 'Na tym obrazie nie ma kodu.',
};
