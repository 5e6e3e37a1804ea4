"""A leaky-bucket workload of n calls: a small capacity and leak rate (0 included) so fills,
refusals, exact fits and drains to 0 all happen; the first call often comes at t = 0 or later;
time steps are 0 (bursts) or a few seconds, sometimes a long idle gap."""


def generate(n, rng):
    capacity = rng.randint(1, 10)
    rate = rng.choice([0, 1, 1, 2, 3, rng.randint(4, 20)])
    t = rng.choice([0, 0, 1, rng.randint(2, 50)])
    calls = [["LeakyBucket", capacity, rate]]
    for i in range(n):
        if i:
            t += rng.choice([0, 0, 0, 1, 1, 2, 3, rng.randint(4, 100)])
        if rng.random() < 0.7:
            calls.append(["allow", t, rng.randint(1, capacity + 2)])
        else:
            calls.append(["level", t])
    return calls


def valid(args):
    """The statement's preconditions: ranges of capacity, leak_rate, t and amount; t never
    decreases; at most 10^5 calls after the constructor."""
    if type(args) is not list or not args or args[0][:1] != ["LeakyBucket"] or len(args) > 10**5 + 1:
        return False
    head = args[0]
    if len(head) != 3 or not (1 <= head[1] <= 10**9 and 0 <= head[2] <= 10**6):
        return False
    last = 0
    for call in args[1:]:
        if call[:1] == ["allow"] and len(call) == 3 and 1 <= call[2] <= 10**9:
            pass
        elif not (call[:1] == ["level"] and len(call) == 2):
            return False
        if not last <= call[1] <= 10**9:
            return False
        last = call[1]
    return True
