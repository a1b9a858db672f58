// Benchmark-only page: the same fleet data as the dashboard, rendered the naive way
// (one request for everything, every row in the DOM, filter on each keystroke).
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { toBaselineRow, type BaselineRow } from './baseline-rows';

async function getJson(path: string, token: string): Promise<unknown> {
  const res = await fetch(path, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

function SignIn({ onRows }: { onRows: (rows: BaselineRow[]) => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await getJson('/api/auth/resource', token);
      const docs = await getJson('/api/v2/equipment', token);
      onRows(Array.isArray(docs) ? docs.map(toBaselineRow) : []);
    } catch (err) {
      setError(String(err));
    }
  }
  return (
    <form onSubmit={submit}>
      <label htmlFor="token">Access token</label>
      <input id="token" type="password" value={token} onChange={(e) => setToken(e.target.value)} />
      <button type="submit">Sign in</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

function FleetTable({ rows }: { rows: BaselineRow[] }) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const visible = words.length
    ? rows.filter((r) => words.every((w) => r.haystack.includes(w)))
    : rows;
  return (
    <main>
      <h1>Fleet (baseline)</h1>
      <label htmlFor="search">Search</label>
      <input id="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <p role="status">
        {visible.length.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} units
      </p>
      <table>
        <thead>
          <tr>
            <th>State</th>
            <th>Serial</th>
            <th>Alias</th>
            <th>Model</th>
            <th>Location</th>
            <th>Active errors</th>
            <th>Release</th>
            <th>Last seen</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((r) => (
            <tr key={r.guid}>
              <td>{r.state}</td>
              <td>
                <a href={`/equipment/${r.guid}`}>{r.serial}</a>
              </td>
              <td>{r.alias}</td>
              <td>{r.model}</td>
              <td>
                {r.city} {r.country}
              </td>
              <td>{r.activeErrors}</td>
              <td>{r.release}</td>
              <td>{r.lastPing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

function Baseline() {
  const [rows, setRows] = useState<BaselineRow[] | null>(null);
  return rows ? <FleetTable rows={rows} /> : <SignIn onRows={setRows} />;
}

createRoot(document.getElementById('root')!).render(<Baseline />);
