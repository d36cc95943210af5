import { signIn } from './support/signIn';
const base = process.argv[2];
const { accessToken } = await signIn(base, 'warehouse', 'warehouse');
const paths = [
  'OrderPackage/GetListOrderPackage?skip=0&take=25',
  'OrderPackage/GetListOrderPackage?skip=0&take=25&keyword=PK',
  'OrderPackage/GetListOrderPackage?skip=5000&take=25&sortBy=createdDate&sortDesc=true',
  'PackageTracking/GetListPackageTracking?skip=0&take=25',
  'PackageTracking/GetListPackageTracking?skip=0&take=25&status=inStorage',
  'PackageTracking/GetListPackageTracking?skip=5000&take=25&keyword=JP',
];
for (const path of paths) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = (await response.json()) as { data: { total: number } };
    total = body.data?.total;
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${path}\ttotal ${total}\tp50 ${times[14].toFixed(1)} ms\tp95 ${times[28].toFixed(1)} ms`);
}
