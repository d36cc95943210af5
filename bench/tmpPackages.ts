import { signIn } from '../tests/support/signIn';
const base = process.argv[2] ?? 'http://localhost:3998';
const { accessToken } = await signIn(base, 'warehouse', 'warehouse');
const get = async (path: string) => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} ${path}`);
  return performance.now() - started;
};
const queries = [
  (i: number) => `skip=${(i % 40) * 25}&take=25`,
  (i: number) => `skip=0&take=25&status=${['inStorage', 'delivered', 'domesticShipping', 'waitForPay'][i % 4]}`,
  (i: number) => `skip=0&take=25&keyword=KG00${10 + (i % 80)}`,
  (i: number) => `skip=${(i % 10) * 25}&take=25&sortBy=code&sortDesc=${i % 2 === 0}`,
];
const path = '/api/OrderPackage/GetListOrderPackage';
for (let i = 0; i < 40; i += 1) await get(`${path}?${queries[i % 4](i)}`);
const times: number[] = [];
for (let i = 0; i < 400; i += 1) times.push(await get(`${path}?${queries[i % 4](i)}`));
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
const total = await (await fetch(`${base}${path}?take=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
console.log(`order packages (${total.data.total}): 400 list calls, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(0.999)} ms`);
