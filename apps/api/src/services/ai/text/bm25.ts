// Okapi BM25 over a small in-memory corpus (the occupation catalogue, tens to thousands of documents). Documents
// are lists of stemmed terms (see tokenise.ts). k1 and b are the usual defaults from the literature.
export interface Bm25Options {
  k1?: number;
  b?: number;
}

export interface Bm25Hit {
  index: number;
  score: number;
  /** Query terms that occur in the document (distinct, in query order). */
  matched: string[];
}

export class Bm25Index {
  private readonly k1: number;
  private readonly b: number;
  private readonly termFreqs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly avgLength: number;
  private readonly docFreq = new Map<string, number>();

  constructor(documents: readonly (readonly string[])[], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.termFreqs = documents.map((doc) => {
      const tf = new Map<string, number>();
      for (const term of doc) tf.set(term, (tf.get(term) ?? 0) + 1);
      for (const term of tf.keys()) this.docFreq.set(term, (this.docFreq.get(term) ?? 0) + 1);
      return tf;
    });
    this.lengths = documents.map((d) => d.length);
    const total = this.lengths.reduce((a, n) => a + n, 0);
    this.avgLength = documents.length === 0 ? 0 : total / documents.length;
  }

  get size(): number {
    return this.termFreqs.length;
  }

  /** Whether any document holds the term. */
  has(term: string): boolean {
    return this.docFreq.has(term);
  }

  /** Inverse document frequency with the +1 inside the log so it is never negative (BM25+ style). */
  idf(term: string): number {
    const n = this.docFreq.get(term) ?? 0;
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  scoreDocument(queryTerms: readonly string[], index: number): Bm25Hit {
    const tf = this.termFreqs[index];
    const length = this.lengths[index] ?? 0;
    let score = 0;
    const matched: string[] = [];
    if (!tf) return { index, score, matched };
    for (const term of new Set(queryTerms)) {
      const f = tf.get(term);
      if (!f) continue;
      matched.push(term);
      const norm = this.k1 * (1 - this.b + (this.b * length) / (this.avgLength || 1));
      score += this.idf(term) * ((f * (this.k1 + 1)) / (f + norm));
    }
    return { index, score, matched };
  }

  /** Documents with a positive score, best first; ties broken by document order so results are stable. */
  search(queryTerms: readonly string[], limit = 10): Bm25Hit[] {
    const hits: Bm25Hit[] = [];
    for (let i = 0; i < this.size; i += 1) {
      const hit = this.scoreDocument(queryTerms, i);
      if (hit.score > 0) hits.push(hit);
    }
    return hits.sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit);
  }
}
