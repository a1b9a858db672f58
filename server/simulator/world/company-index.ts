// Which units each company holds, found once per world: a fleet page at 100,000 units is then a
// slice of an index, not a scan of every unit per request (docs/decisions.md#companies).

/** Units of one scope (a set of companies), as ascending world indexes. */
export class CompanyIndex {
  private readonly byCompany = new Map<string, Int32Array>();
  private readonly byScope = new Map<string, Int32Array>();

  constructor(size: number, companiesAt: (i: number) => readonly string[]) {
    const lists = new Map<string, number[]>();
    for (let i = 0; i < size; i++) {
      for (const company of companiesAt(i)) {
        let list = lists.get(company);
        if (!list) lists.set(company, (list = []));
        list.push(i);
      }
    }
    for (const [company, list] of lists) this.byCompany.set(company, Int32Array.from(list));
  }

  /** Every unit of any of these companies, each once, in world order. */
  unitsOf(scope: readonly string[]): Int32Array {
    const key = [...new Set(scope)].sort().join(',');
    let units = this.byScope.get(key);
    if (units) return units;
    const parts = key ? key.split(',').map((co) => this.byCompany.get(co) ?? new Int32Array()) : [];
    if (parts.length === 1) units = parts[0] ?? new Int32Array();
    else {
      // A unit shared by two companies in the scope appears in both lists: sort, then skip repeats.
      const all = new Int32Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of parts) {
        all.set(p, at);
        at += p.length;
      }
      all.sort();
      let n = 0;
      for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
      units = all.slice(0, n);
    }
    // Scopes come from the personas' own companies, so there are few; the bound is a safety net.
    if (this.byScope.size >= 64) this.byScope.clear();
    this.byScope.set(key, units);
    return units;
  }
}
