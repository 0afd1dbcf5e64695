import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { VEHICLE_PHOTO_MESSAGES, type VehiclePhoto, type VehiclePhotoList } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { VehiclePhotos } from './vehicle-photos';

const photo = (id: number, position: number): VehiclePhoto => ({
  id,
  position,
  thumbnailUrl: `/media/files/${String(id).repeat(64).slice(0, 64)}.webp`,
  mediumUrl: `/media/files/m${id}.webp`,
  largeUrl: `/media/files/l${id}.webp`,
  byteSize: 120_000,
});

const listOf = (ids: number[], demoPhotoCount = 0): VehiclePhotoList => ({
  vehicleId: 7,
  photos: ids.map((id, position) => photo(id, position)),
  demoPhotoCount,
});

let stored: number[];
let requests: string[];

beforeEach(() => {
  stored = [11, 12, 13];
  requests = [];
  server.use(
    http.get('/api/admin/stock/7/photos', () => HttpResponse.json(listOf(stored))),
    http.put('/api/admin/stock/7/photos/order', async ({ request }) => {
      const { photoIds } = (await request.json()) as { photoIds: number[] };
      requests.push(`PUT order ${photoIds.join(',')}`);
      stored = photoIds;
      return HttpResponse.json(listOf(stored));
    }),
    http.post('/api/admin/stock/7/photos/:photoId/default', ({ params }) => {
      const id = Number(params.photoId);
      requests.push(`POST default ${id}`);
      stored = [id, ...stored.filter((x) => x !== id)];
      return HttpResponse.json(listOf(stored));
    }),
    http.delete('/api/admin/stock/7/photos/:photoId', ({ params }) => {
      requests.push(`DELETE ${String(params.photoId)}`);
      stored = stored.filter((x) => x !== Number(params.photoId));
      return HttpResponse.json(listOf(stored));
    }),
  );
});

const grid = () => screen.findByRole('list', { name: 'Vehicle photos' });
const shownOrder = async () =>
  within(await grid())
    .getAllByRole('img')
    .map((img) => img.getAttribute('src')!.slice(13, 15));

test('shows the photos in order with the first marked Default, and reorders, defaults and deletes them', async () => {
  const user = userEvent.setup();
  renderWithRouter(<VehiclePhotos vehicleId={7} />);
  const photos = within(await grid()).getAllByRole('listitem');
  expect(photos).toHaveLength(3);
  expect(within(photos[0]!).getByText('Default')).toBeInTheDocument();
  expect(within(photos[1]!).queryByText('Default')).toBeNull();
  expect(within(photos[0]!).getByRole('img', { name: '1 of 3' })).toBeInTheDocument();
  // The default photo cannot move further left or become the default again.
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move photo 1 left' }).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Make photo 1 the default photo' })).toBeNull();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move photo 3 right' }).disabled).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
  await waitFor(async () => expect(await shownOrder()).toEqual(['12', '11', '13']));

  await user.click(screen.getByRole('button', { name: 'Make photo 3 the default photo' }));
  await waitFor(async () => expect(await shownOrder()).toEqual(['13', '12', '11']));
  expect(within((await grid()).querySelector('li')!).getByText('Default')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
  await waitFor(async () => expect(await shownOrder()).toEqual(['13', '11']));
  expect(requests).toEqual(['PUT order 12,11,13', 'POST default 13', 'DELETE 12']);
});

test('uploads the chosen files one at a time, in order, as raw images', async () => {
  stored = [];
  const received: string[] = [];
  server.use(
    http.post('/api/admin/stock/7/photos', async ({ request }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      received.push(`${request.headers.get('content-type')} ${bytes.length}`);
      stored = [...stored, 20 + stored.length];
      return HttpResponse.json(listOf(stored));
    }),
  );
  const user = userEvent.setup();
  renderWithRouter(<VehiclePhotos vehicleId={7} />);
  expect(await screen.findByText(/No photos yet/)).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Add photos'), [
    new File([new Uint8Array(300)], 'front.jpg', { type: 'image/jpeg' }),
    new File([new Uint8Array(200)], 'side.png', { type: 'image/png' }),
  ]);
  await waitFor(async () => expect(await shownOrder()).toEqual(['20', '21']));
  expect(received).toEqual(['image/jpeg 300', 'image/png 200']);
  expect(within((await grid()).querySelector('li')!).getByText('Default')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
});

test("shows each file's error: the server's reason, and a file too big before it is sent", async () => {
  stored = [];
  let posts = 0;
  server.use(
    http.get('/api/admin/stock/7/photos', () => HttpResponse.json(listOf([], 6))),
    http.post('/api/admin/stock/7/photos', () => {
      posts += 1;
      return HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: VEHICLE_PHOTO_MESSAGES.heic },
        { status: 400 },
      );
    }),
  );
  const user = userEvent.setup();
  renderWithRouter(<VehiclePhotos vehicleId={7} />);
  expect(await screen.findByText(/members see 6 generated demo pictures/)).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Add photos'), [
    new File([new Uint8Array(64)], 'img_0001.heic', { type: '' }),
    new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
  ]);
  const uploads = await screen.findByRole('list', { name: 'Uploads' });
  const heic = within(uploads).getByText('img_0001.heic').closest('li')!;
  expect(await within(heic).findByRole('alert')).toHaveProperty('textContent', VEHICLE_PHOTO_MESSAGES.heic);
  const huge = within(uploads).getByText('huge.jpg').closest('li')!;
  expect(within(huge).getByRole('alert').textContent).toBe(VEHICLE_PHOTO_MESSAGES.tooBig);
  expect(posts).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Dismiss huge.jpg' }));
  expect(within(uploads).queryByText('huge.jpg')).toBeNull();
});
