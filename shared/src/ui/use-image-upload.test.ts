import { act, renderHook, waitFor } from '@testing-library/react';
import { answer, apiError, http, HttpResponse, server } from '../testing';
import { useImageUpload, type ImageUploadRules } from './use-image-upload';

const SIGN = '/aws/s3/signed-upload-url';
const PUT_URL = 'http://localhost:4000/uploads/:uuid';
const endpointOf = (uuid: string) => `http://localhost:4000/uploads/${uuid}?signature=s`;

// Module-level, as a screen's rules are: the hook's `upload` keeps its identity.
const rules: ImageUploadRules = {
  fileProblem: (file) => (file.type === 'image/png' ? null : 'Solo PNG'),
  failureMessage: () => 'No se pudo subir la imagen',
};

const png = (name = 'foto.png') => new File(['png'], name, { type: 'image/png' });

describe('useImageUpload', () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('refuses a file by the rules before sending anything', () => {
    const { result } = renderHook(() => useImageUpload(rules));
    act(() => result.current.upload(new File(['gif'], 'foto.gif', { type: 'image/gif' })));
    expect(result.current).toMatchObject({ status: 'idle', error: 'Solo PNG', uploaded: null });
  });

  it('uploads through a signed URL, keeps the id and a preview, and releases it on clear', async () => {
    const signed = answer('post', SIGN, { uploadUuid: 'u1', endpoint: endpointOf('u1') });
    server.use(http.put(PUT_URL, () => HttpResponse.json({ ok: true })));
    const { result } = renderHook(() => useImageUpload(rules));

    act(() => result.current.upload(png()));
    expect(result.current.status).toBe('uploading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.progress).toBe(100);
    expect(result.current.uploaded).toEqual({ uploadUuid: 'u1', previewUrl: 'blob:foto.png' });
    expect(signed.requests.map((request) => request.body)).toEqual([{ contentType: 'image/png' }]);

    act(() => result.current.clear());
    expect(result.current).toMatchObject({ status: 'idle', progress: 0, uploaded: null });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:foto.png');
  });

  it("gives the screen's text when the upload fails", async () => {
    answer('post', SIGN, () => apiError(500));
    const { result } = renderHook(() => useImageUpload(rules));
    act(() => result.current.upload(png()));
    await waitFor(() => expect(result.current.error).toBe('No se pudo subir la imagen'));
    expect(result.current).toMatchObject({ status: 'idle', progress: 0, uploaded: null });
  });

  it('drops an upload still under way when another file is chosen, and releases the preview on unmount', async () => {
    let call = 0;
    answer('post', SIGN, () => {
      call += 1;
      return HttpResponse.json({ uploadUuid: `u${call}`, endpoint: endpointOf(`u${call}`) });
    });
    let answerFirstPut!: () => void;
    const firstPutAnswered = new Promise<void>((resolve) => (answerFirstPut = resolve));
    server.use(
      http.put(PUT_URL, async ({ params }) => {
        if (params.uuid === 'u1') await firstPutAnswered;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { result, unmount } = renderHook(() => useImageUpload(rules));

    act(() => result.current.upload(png('primera.png')));
    await waitFor(() => expect(call).toBe(1));
    act(() => result.current.upload(png('segunda.png')));
    await waitFor(() => expect(result.current.status).toBe('done'));
    // The first file's answer, arriving late, changes nothing.
    await act(async () => {
      answerFirstPut();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current.uploaded).toEqual({ uploadUuid: 'u2', previewUrl: 'blob:segunda.png' });
    expect(result.current.error).toBeNull();

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:segunda.png');
  });
});
