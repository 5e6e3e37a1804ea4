def test_sample_basic_decoding():
    assert parse_query("?a=1&b=hello+world&c=%E4%BD%A0%E5%A5%BD") == {"a": "1", "b": "hello world", "c": "你好"}


def test_sample_repeated_keys_become_lists():
    assert parse_query("tag=x&id=7&tag=y&tag=z") == {"id": "7", "tag": ["x", "y", "z"]}


def test_empty_inputs():
    assert parse_query("") == {} and parse_query("?") == {} and parse_query("&&&") == {}


def test_question_mark_only_stripped_once():
    assert parse_query("??a=1") == {"?a": "1"}


def test_missing_value_and_extra_equals():
    assert parse_query("flag&x=1=2&y=") == {"flag": "", "x": "1=2", "y": ""}


def test_empty_pieces_and_empty_keys_are_ignored():
    assert parse_query("&a=1&&=orphan&b=2&") == {"a": "1", "b": "2"}


def test_plus_is_space_but_encoded_plus_is_plus():
    assert parse_query("expr=1+1%2B1&sp=%20") == {"expr": "1 1+1", "sp": " "}


def test_keys_are_decoded_too():
    assert parse_query("%61%20b=1&first+name=Ada") == {"a b": "1", "first name": "Ada"}


def test_malformed_encoding_is_kept_as_written():
    got = parse_query("a=%zz&b=50%&c=%E4%BD&d=%zz%41&e=ok%21&f=x+%zz")
    assert got == {"a": "%zz", "b": "50%", "c": "%E4%BD", "d": "%zz%41", "e": "ok!", "f": "x %zz"}, got


def test_repeated_empty_values():
    assert parse_query("a=&a&a=") == {"a": ["", "", ""]}


def test_long_query_is_linear():
    parts = ["k=%d" % i if i % 2 else "u%d=v" % i for i in range(100000)]
    got = parse_query("&".join(parts))
    assert len(got["k"]) == 50000 and got["k"][-1] == "99999" and got["u0"] == "v" and len(got) == 50001
