import { expect, it } from 'vitest';
import { createVehiclePhotos } from './vehicle-photos.ts';

const photos = createVehiclePhotos(new TextEncoder().encode('a-signing-key-of-at-least-32-characters'));
const otherKey = createVehiclePhotos(new TextEncoder().encode('another-signing-key-of-32-characters!!'));

it('gives ordinary stock plain, public photo addresses', () => {
  const vehicle = { id: 12, stockType: 'ibc' };
  expect(photos.url(vehicle)).toBe('/media/vehicles/12/0.svg');
  expect(photos.url(vehicle, 3, 'https://ibc.example')).toBe('https://ibc.example/media/vehicles/12/3.svg');
  expect(photos.mayServe(vehicle, undefined)).toBe(true);
});

// DDU photos only through addresses the access rule handed out.
it('signs DDU photo addresses, and serves DDU photos only with the right code', () => {
  const ddu = { id: 12, stockType: 'ddu' };
  const url = photos.url(ddu, 2);
  const code = /\?access=([\w-]+)$/.exec(url)![1]!;
  expect(url).toBe(`/media/vehicles/12/2.svg?access=${code}`);
  expect(photos.url(ddu, 0)).toContain(`access=${code}`); // one code per vehicle, every view
  expect(photos.mayServe(ddu, code)).toBe(true);
  expect(photos.mayServe(ddu, undefined)).toBe(false);
  expect(photos.mayServe(ddu, code.slice(1))).toBe(false);
  expect(photos.mayServe({ id: 13, stockType: 'ddu' }, code)).toBe(false);
  expect(otherKey.mayServe(ddu, code)).toBe(false);
});
