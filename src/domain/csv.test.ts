import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, type CsvCell } from './csv';

describe('csvCell', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text', 'Amsterdam', 'Amsterdam'],
    ['comma', 'Room 1, left', '"Room 1, left"'],
    ['semicolon (nl/de spreadsheets)', 'Zaal 1; links', '"Zaal 1; links"'],
    ['double quote', 'The "big" one', '"The ""big"" one"'],
    ['line feed', 'line1\nline2', '"line1\nline2"'],
    ['carriage return inside', 'a\rb', '"a\rb"'],
    ['accents kept', 'Café Zürich', 'Café Zürich'],
    ['empty string', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['integer', 42, '42'],
    ['negative number', -5, '-5'],
    ['decimal number', 25.3, '25.3'],
    ['NaN', Number.NaN, ''],
    ['bigint', 2n ** 63n + 1n, '9223372036854775809'],
    ['boolean', true, 'true'],
    ['formula =', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['formula +', '+1+1', "'+1+1"],
    ['formula - in text', '-2+3', "'-2+3"],
    ['negative number as text', '-5', "'-5"],
    ['formula @', '@SUM(A1)', "'@SUM(A1)"],
    ['leading tab', '\tcmd', "'\tcmd"],
    ['leading CR', '\r=1', `"'\r=1"`],
    ['= later in text is fine', 'a=b', 'a=b'],
  ])('%s', (_name, cell, text) => {
    expect(csvCell(cell)).toBe(text);
  });
});

describe('toCsv', () => {
  it('writes header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['serial', 'alias', 'temperature °C'],
        [
          ['S-001', 'Front, left', 25.3],
          ['S-002', null, -0.5],
        ],
      ),
    ).toBe('serial,alias,temperature °C\r\nS-001,"Front, left",25.3\r\nS-002,,-0.5\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });

  it('round-trips a tricky cell through a minimal RFC 4180 reader', () => {
    const tricky = 'He said "hi",\r\nthen left';
    const csv = toCsv(['x'], [[tricky]]);
    const body = csv.slice('x\r\n'.length, -2);
    expect(body.startsWith('"') && body.endsWith('"')).toBe(true);
    expect(body.slice(1, -1).replaceAll('""', '"')).toBe(tricky);
  });
});
