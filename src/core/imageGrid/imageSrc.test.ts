import { safeImageSrc } from './imageSrc';

it('lets through http(s), site paths and inline pictures, never script or other data', () => {
  expect(safeImageSrc('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  expect(safeImageSrc('/img/1.png')).toBe('/img/1.png');
  expect(safeImageSrc("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")).toMatch(/^data:image\/svg\+xml/);
  for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>x</script>', '', null]) expect(safeImageSrc(bad)).toBeUndefined();
});
