// The dashboard benchmark's library: `count` complete documents for the
// page's guest, written straight into IndexedDB, with about 1.5 KB of HTML
// each, spread over types, tags and the last 60 days. Shared by the dashboard
// and the backup benchmarks, so both measure the same set.
/** Seeds the documents; the page must have visited the dashboard once (it makes the guest and the database). */
export async function seedDocuments(page, count) {
  await page.evaluate(async (count) => {
    const userId = localStorage.getItem('lorewright.guestId');
    if (!userId) throw new Error('no guest id in localStorage');
    const types = ['campaign', 'names', 'monsters', 'backgrounds', 'other'];
    const words = 'the party descends into the sunless citadel where goblins and kobolds war over a dragon wyrmling'.split(' ');
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('lorewright-documents');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('documents', 'readwrite');
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const wordCount = 150 + ((i * 37) % 400);
      const paragraph = Array.from({ length: 40 }, (_, w) => words[(i + w) % words.length]).join(' ');
      const when = new Date(now - ((i * 86_400_000 * 60) / count));
      tx.objectStore('documents').put({
        id: `bench-${String(i).padStart(4, '0')}`,
        title: `${i % 7 === 0 ? 'Wyvern' : 'Chronicle'} ${i}: ${words[i % words.length]} ${words[(i * 3) % words.length]}`,
        content: Array.from({ length: 6 }, () => `<p>${paragraph}.</p>`).join(''),
        userId,
        type: types[i % types.length],
        privacy: 'private',
        status: i % 10 === 0 ? 'published' : 'draft',
        description: `Session notes number ${i} for the ${words[i % words.length]} arc.`,
        tags: [`arc-${i % 12}`, words[i % words.length], ...(i % 4 === 0 ? ['boss', 'loot', 'map'] : [])],
        stats: { wordCount, characterCount: wordCount * 6, characterCountNoSpaces: wordCount * 5, paragraphCount: 6, sentenceCount: 6, readingTime: Math.ceil(wordCount / 200), lastEditedAt: when },
        suggestions: { grammarIssues: i % 5 },
        createdAt: when,
        updatedAt: when,
        lastAccessedAt: when,
        sharedWith: [],
        collaborators: [],
        version: 1,
        isAutoSaveEnabled: true,
      });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, count);
}
