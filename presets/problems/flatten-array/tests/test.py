# Hidden tests: loaded only after every sample ran. They observe(), never assert.


def test_depth_zero_is_a_shallow_copy():
    inner = [2]
    data = [1, inner]
    out = flatten(data, 0)
    observe(out)
    observe(out is not data)
    observe(out[1] is inner)


def test_input_is_not_modified():
    data = [[1, [2]], [3]]
    flatten(data, math.inf)
    observe(data)


def test_empty_lists_vanish_when_flattened():
    observe(flatten([]))
    observe(flatten([[], [[]], 1]))
    observe(flatten([[], [[]], 1], math.inf))


def test_siblings_get_the_same_depth():
    observe(flatten([[1, [2]], [3, [4]], [5, [6]]], 1))


def test_only_lists_are_flattened():
    out = flatten(["ab", (1, 2), {"k": [1]}, None, [b"x"]], math.inf)
    # Tuples would observe as lists: the types are what this test is about.
    observe([type(x).__name__ for x in out])
    observe(out[:4])
    observe(out[4] == b"x")


def test_deep_nesting_1000_levels():
    data = [42]
    for i in range(1000):
        data = [data, i]
    out = flatten(data, math.inf)
    observe(len(out))
    observe(out[:3])
    observe(out[-1])


def test_large_input_is_linear():
    data = [[i] if i % 2 else i for i in range(100000)]
    data.append(list(range(100000)))
    out = flatten(data)
    observe(len(out))
    observe(out[99999])
    observe(out[-1])
    observe(out == list(range(100000)) * 2)
