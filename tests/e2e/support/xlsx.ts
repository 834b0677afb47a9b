/**
 * Reads the first worksheet of a downloaded .xlsx as rows of cell text, enough to check an export:
 * fflate (the zip library write-excel-file itself uses) opens the archive, the sheet and shared-strings
 * XML are read with a few patterns. Throws when the file is not a zip or lacks a workbook.
 */
import { strFromU8, unzipSync } from 'fflate';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const decode = (xml: string) =>
  xml.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_entity: string, name: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[name]) return named[name];
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
  });

/** Every <t> text inside `xml`, joined (a shared string may be split into rich-text runs). */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => decode(m[1]!)).join('');

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((acc, ch) => acc * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** The first sheet's rows, each an array of cell texts (shared strings resolved, numbers as written). */
export function readXlsxRows(bytes: Uint8Array): string[][] {
  if (!ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new Error('不是 zip 文件（缺少 PK\\x03\\x04 签名）');
  const files = unzipSync(bytes);
  if (!files['[Content_Types].xml'] || !files['xl/workbook.xml']) throw new Error('zip 中没有 xlsx 工作簿');
  const sheetName = Object.keys(files)
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort()[0];
  if (!sheetName) throw new Error('xlsx 中没有工作表');
  const shared = files['xl/sharedStrings.xml'];
  const strings = shared ? [...strFromU8(shared).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!)) : [];
  const sheet = strFromU8(files[sheetName]!);
  return [...sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const inner = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? '';
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([^<]*)<\/v>/.exec(inner)?.[1];
      const text = type === 's' ? (strings[Number(value)] ?? '') : type === 'inlineStr' ? textOf(inner) : decode(value ?? '');
      cells[ref ? columnIndex(ref) : cells.length] = text;
    }
    return Array.from(cells, (text) => text ?? '');
  });
}
