"""About n slots split among people. Small tests use 1..3 people on 0..20 (touching and nested
slots are common); large tests use about n/10 people whose slots are short and spread over 0..10^9,
so the union has many gaps and testing each candidate gap against all slots is quadratic."""


def _person(count, rng, lo, hi, longest, gap):
    out, pos = [], rng.randint(lo, lo + gap)
    for _ in range(count):
        if pos >= hi:
            break
        end = min(hi, pos + rng.randint(1, longest))
        out.append([pos, end])
        pos = end + rng.randint(0, gap)
    return out or [[lo, lo + 1]]


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        people = rng.randint(1, 3)
        return [[_person(rng.randint(1, max(1, n // people + 1)), rng, 0, 20, 4, 4) for _ in range(people)]]
    people = max(1, n // 10)
    return [[_person(10, rng, rng.randint(0, 10**8), 10**9, 3000, 10**8 // 10) for _ in range(people)]]


def valid(args):
    """Preconditions: 1..10^4 people, each with >= 1 sorted disjoint slots; 1..10^5 slots in all."""
    (sched,) = args
    if type(sched) is not list or not 1 <= len(sched) <= 10**4:
        return False
    total = 0
    for person in sched:
        if type(person) is not list or not person:
            return False
        prev = -1
        for iv in person:
            if type(iv) is not list or len(iv) != 2 or not all(type(x) is int for x in iv):
                return False
            s, e = iv
            if not (prev <= s < e <= 10**9) or s < 0:
                return False
            prev = e
        total += len(person)
    return total <= 10**5
