"""n clips over a recording of some length. Small tests: times in 0..12, random clips (gaps and
touching ends are common). Large tests: a chain of short overlapping clips that covers the whole
length with n/6 to n/3 clips in the best cover, plus random shorter clips; sometimes the chain has a
gap in the middle half that no clip covers, so the answer is -1."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        length = rng.randint(1, 12)
        clips = []
        for _ in range(n):
            s = rng.randint(0, length)
            clips.append([s, rng.randint(s, min(length + 2, s + rng.choice([1, 3, 6])))])
        return [clips, length]
    chain = rng.randint(max(1, n // 6), max(1, n // 3))
    cuts = [0]
    for _ in range(chain):
        cuts.append(cuts[-1] + rng.randint(1000, 4000))
    length = cuts[-1]
    gap = cuts[rng.randint(chain // 4, 3 * chain // 4)] if rng.random() < 0.4 else -1
    clips = []
    for i in range(chain):
        s, e = cuts[i], cuts[i + 1] + rng.randint(0, 300)
        if s == gap:
            s += 1  # leaves the moment `gap` uncovered
        if e >= gap and s < gap:
            e = gap - 1
        clips.append([s, e])
    while len(clips) < n:
        s = rng.randint(0, length)
        e = min(s + rng.randint(0, 3000), 10**9)
        if s <= gap <= e:
            continue
        clips.append([s, e])
    rng.shuffle(clips)
    return [clips, length]


def valid(args):
    """The statement's preconditions: 1..10^5 clips with 0 <= start <= end <= 10^9, 1 <= length <= 10^9."""
    clips, length = args
    if type(length) is not int or not 1 <= length <= 10**9:
        return False
    if type(clips) is not list or not 1 <= len(clips) <= 10**5:
        return False
    return all(
        type(c) is list and len(c) == 2 and all(type(x) is int for x in c) and 0 <= c[0] <= c[1] <= 10**9
        for c in clips
    )
