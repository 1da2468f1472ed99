// Book files from the command line, a forwarded second launch and macOS open-file events.
import { describe, expect, it } from 'vitest';
import { bookFilesFromArgv, isBookFile, OpenQueue } from './open-files.ts';

describe('bookFilesFromArgv', () => {
  it('skips the executable (and the app path in development), switches and other files', () => {
    const argv = ['/opt/Glava Studio/glava-studio', '--no-sandbox', '--enable-features=X', 'book.fb2', '/home/a/b.EPUB', 'notes.pdf', 'x.fb2.zip', 'book.fb2'];
    expect(bookFilesFromArgv(argv, { cwd: '/home/a/Downloads', packaged: true })).toEqual([
      '/home/a/Downloads/book.fb2', '/home/a/b.EPUB', '/home/a/Downloads/x.fb2.zip',
    ]);
    expect(bookFilesFromArgv(['electron', 'main/index.js', 'Нос.txt'], { cwd: '/w', packaged: false })).toEqual(['/w/Нос.txt']);
    expect(bookFilesFromArgv(['electron', 'main/index.js'], { cwd: '/w', packaged: false })).toEqual([]);
  });

  it('turns file:// URLs into paths and ignores other URLs', () => {
    const argv = ['app', 'file:///home/a/%D0%9D%D0%BE%D1%81.docx', 'https://example.com/book.epub', 'file://not a url.txt'];
    expect(bookFilesFromArgv(argv, { cwd: '/', packaged: true })).toEqual(['/home/a/Нос.docx']);
  });

  it('knows the upload formats', () => {
    expect(['a.txt', 'a.DOCX', 'a.fb2', 'a.fb2.zip', 'a.epub'].every(isBookFile)).toBe(true);
    expect(['a.zip', 'a.doc', '.txt', 'txt', 'a.mobi'].some(isBookFile)).toBe(false);
  });
});

describe('OpenQueue', () => {
  it('holds files until the studio is up, then passes them straight through', () => {
    const q = new OpenQueue();
    q.add(['/a.txt', '/b.epub', '/a.txt']);
    expect(q.pending).toEqual(['/a.txt', '/b.epub']);
    const got: string[][] = [];
    q.attach((p) => got.push(p));
    expect(got).toEqual([['/a.txt', '/b.epub']]);
    q.add(['/c.fb2']);
    expect(got).toEqual([['/a.txt', '/b.epub'], ['/c.fb2']]);
    q.detach();
    q.add(['/d.fb2']);
    expect(q.pending).toEqual(['/d.fb2']);
  });
});
