import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isApiError, outcomeUnknown } from '@domain/shared/ApiError';

/** Spec §8: how a failed call is told apart — what the transport said, and whether the server may have done the work. */
describe('ApiError', () => {
  it('a status becomes the kind the app reacts to, with the spec’s texts', () => {
    expect(ApiError.http(401)).toMatchObject({ kind: 'unauthorized', status: 401, message: 'HTTP 401' });
    expect(ApiError.http(403)).toMatchObject({ kind: 'forbidden', status: 403, message: 'Access denied' });
    expect(ApiError.http(502)).toMatchObject({ kind: 'http', status: 502, message: 'HTTP 502' });
    expect(ApiError.http(502).name).toBe('ApiError');
    expect(isApiError(ApiError.http(500))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('a failure that is not the API’s leaves the outcome unknown: the server’s state is read again', () => {
    expect(outcomeUnknown(new Error('a bug'))).toBe(true);
    expect(outcomeUnknown('thrown text')).toBe(true);
    expect(outcomeUnknown(new ApiError('network', 'offline'))).toBe(true);
    expect(outcomeUnknown(ApiError.http(403))).toBe(false);
  });

  it('a readable message for anything thrown', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage({ message: 'not an Error' })).toBe('Unknown error');
    expect(errorMessage(undefined)).toBe('Unknown error');
  });
});
