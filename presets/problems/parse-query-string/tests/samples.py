# Sample tests (shown to the candidate). Tests never assert: they observe() values, and the judge
# compares the observations with the reference solution's.


def test_sample_basic_decoding():
    observe(parse_query("?a=1&b=hello+world&c=%E4%BD%A0%E5%A5%BD"))


def test_sample_repeated_keys_become_lists():
    observe(parse_query("tag=x&id=7&tag=y&tag=z"))
