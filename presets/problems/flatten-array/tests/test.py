import math


def test_sample_default_depth_is_one():
    assert flatten([1, [2, [3, [4]]], 5]) == [1, 2, [3, [4]], 5]


def test_sample_explicit_depths():
    data = [1, [2, [3, [4]]]]
    assert flatten(data, 2) == [1, 2, 3, [4]]
    assert flatten(data, math.inf) == [1, 2, 3, 4]


def test_depth_zero_is_a_shallow_copy():
    inner = [2]
    data = [1, inner]
    out = flatten(data, 0)
    assert out == [1, [2]] and out is not data and out[1] is inner


def test_input_is_not_modified():
    data = [[1, [2]], [3]]
    flatten(data, math.inf)
    assert data == [[1, [2]], [3]]


def test_empty_lists_vanish_when_flattened():
    assert flatten([]) == []
    assert flatten([[], [[]], 1]) == [[], 1]
    assert flatten([[], [[]], 1], math.inf) == [1]


def test_siblings_get_the_same_depth():
    assert flatten([[1, [2]], [3, [4]], [5, [6]]], 1) == [1, [2], 3, [4], 5, [6]]


def test_only_lists_are_flattened():
    out = flatten(["ab", (1, 2), {"k": [1]}, None, [b"x"]], math.inf)
    assert out == ["ab", (1, 2), {"k": [1]}, None, b"x"]


def test_deep_nesting_1000_levels():
    data = [42]
    for i in range(1000):
        data = [data, i]
    out = flatten(data, math.inf)
    assert len(out) == 1001 and out[0] == 42 and out[-1] == 999


def test_large_input_is_linear():
    data = [[i] if i % 2 else i for i in range(100000)]
    data.append(list(range(100000)))
    out = flatten(data)
    assert len(out) == 200000 and out[99999] == 99999 and out[-1] == 99999
