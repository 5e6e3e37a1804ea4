"""A queue workload of n calls with non-decreasing time. Small tests: timeout 1-4, max receives 1-3,
time steps that often land exactly on a deadline, acks of ids that are in flight, timed out, acked
or unknown. Large tests first send n/2 messages, then receive most of them without acking (so they
keep coming back) and ack some, with time moving slowly."""


def generate(n, rng):
    big = n > 100
    timeout = rng.randint(1, 4) if not big else rng.randint(50, 200)
    calls = [["MessageQueue", timeout, rng.randint(1, 3)]]
    now = 0
    sent = 0
    if big:
        for _ in range(n // 2):
            sent += 1
            calls.append(["send", f"m{sent}", now])
    for _ in range(n - (n // 2 if big else 0)):
        now += rng.choice([0, 0, 1]) if big else rng.choice([0, 1, 1, 2, timeout])
        r = rng.random()
        if r < (0.15 if big else 0.3):
            sent += 1
            calls.append(["send", f"m{sent}", now])
        elif r < 0.7:
            calls.append(["receive", now])
        elif r < 0.92:
            calls.append(["ack", rng.randint(1, sent + 1), now])
        else:
            calls.append(["dead_letters", now])
    return calls


def valid(calls):
    return True
