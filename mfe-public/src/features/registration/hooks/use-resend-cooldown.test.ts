import { act, renderHook } from '@testing-library/react';
import { useResendCooldown } from './use-resend-cooldown';

describe('useResendCooldown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down the 60 seconds from the moment it starts', () => {
    const { result } = renderHook(() => useResendCooldown());
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(30);
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(0);
  });

  it('restarts with the default or a given wait', () => {
    const { result } = renderHook(() => useResendCooldown());
    act(() => jest.advanceTimersByTime(60_000));
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
    act(() => result.current.restart(5));
    expect(result.current.remaining).toBe(5);
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });
});
