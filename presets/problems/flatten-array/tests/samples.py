# Sample tests (shown to the candidate). Tests never assert: they observe() values, and the judge
# compares the observations with the reference solution's.
import math


def test_sample_default_depth_is_one():
    observe(flatten([1, [2, [3, [4]]], 5]))


def test_sample_explicit_depths():
    data = [1, [2, [3, [4]]]]
    observe(flatten(data, 2))
    observe(flatten(data, math.inf))
