import { answer, apiError, http, HttpResponse, server } from '../testing';
import { SignedUploadError, uploadThroughSignedUrl } from './signed-upload';

const ENDPOINT = 'http://localhost:4000/uploads/u1?expires=1&signature=s';

function answerPut(reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const puts: Array<{ contentType: string | null }> = [];
  server.use(
    http.put('http://localhost:4000/uploads/u1', ({ request }) => {
      puts.push({ contentType: request.headers.get('content-type') });
      return reply();
    }),
  );
  return puts;
}

describe('uploadThroughSignedUrl', () => {
  it('asks for a URL for the content type, PUTs the file there with it, and gives the upload id', async () => {
    const signed = answer('post', '/aws/s3/signed-upload-url', {
      uploadUuid: 'u1',
      endpoint: ENDPOINT,
    });
    const puts = answerPut();

    const file = new File(['hola'], 'nota.txt', { type: '' });
    await expect(uploadThroughSignedUrl(file, 'text/plain')).resolves.toBe('u1');

    expect(signed.requests.map((request) => request.body)).toEqual([{ contentType: 'text/plain' }]);
    expect(puts).toEqual([{ contentType: 'text/plain' }]);
  });

  it("refuses an answer without a usable URL: stage 'no-url', nothing PUT", async () => {
    answer('post', '/aws/s3/signed-upload-url', { uploadUuid: 'u1', endpoint: 'ftp://x' });
    const puts = answerPut();
    await expect(uploadThroughSignedUrl(new Blob(['x']), 'text/plain')).rejects.toMatchObject({
      stage: 'no-url',
    });
    expect(puts).toHaveLength(0);
  });

  it("reports a failed PUT as stage 'send' with its status and the server's reason", async () => {
    answer('post', '/aws/s3/signed-upload-url', { uploadUuid: 'u1', endpoint: ENDPOINT });
    answerPut(() => apiError(413, 'El archivo es demasiado grande'));
    const failure = await uploadThroughSignedUrl(new Blob(['x']), 'text/plain').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SignedUploadError);
    expect(failure).toMatchObject({
      stage: 'send',
      status: 413,
      reason: 'El archivo es demasiado grande',
    });
  });

  it('lets a failed request for the URL through as the api error', async () => {
    answer('post', '/aws/s3/signed-upload-url', () => apiError(500, 'caído'));
    await expect(uploadThroughSignedUrl(new Blob(['x']), 'text/plain')).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
    });
  });
});
