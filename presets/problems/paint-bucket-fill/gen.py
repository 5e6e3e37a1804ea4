"""A picture with about n cells (rows × cols near n, any shape for small n). Small pictures use
two or three colours so regions are winding and the clicked colour sometimes equals `color`; large
ones are mostly one colour with scattered other pixels, so the clicked region covers most of the
grid (the click lands on a random cell of the majority colour). The size is the cell count."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        rows = rng.randint(1, n)
        cols = max(1, n // rows)
        palette = rng.choice([[0, 1], [0, 1, 2], [3, 7], [1]])
        image = [[rng.choice(palette) for _ in range(cols)] for _ in range(rows)]
        color = rng.choice(palette + [9])
    else:
        rows = max(1, int(n ** 0.5))
        cols = max(1, n // rows)
        main = rng.randint(0, 65535)
        other = (main + rng.randint(1, 100)) % 65536
        image = [[other if rng.random() < 0.3 else main for _ in range(cols)] for _ in range(rows)]
        color = (main + rng.randint(1, 100)) % 65536
    r, c = rng.randrange(len(image)), rng.randrange(len(image[0]))
    if n > 100:
        while image[r][c] != main:
            r, c = rng.randrange(len(image)), rng.randrange(len(image[0]))
    return [image, r, c, color]


def valid(args):
    """The statement's preconditions: 1..500 rows of one common length 1..500, colours in 0..65535,
    the click inside the picture."""
    image, r, c, color = args
    if type(image) is not list or not 1 <= len(image) <= 500:
        return False
    if not all(type(row) is list for row in image) or not 1 <= len(image[0]) <= 500:
        return False
    if not all(len(row) == len(image[0]) and all(type(x) is int and 0 <= x < 65536 for x in row) for row in image):
        return False
    return type(color) is int and 0 <= color < 65536 and 0 <= r < len(image) and 0 <= c < len(image[0])
