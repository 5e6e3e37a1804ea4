def parse_csv_line(line):
    fields = []
    i, n = 0, len(line)
    while True:
        if i < n and line[i] == '"':
            i += 1
            buf = []
            while True:
                if line[i] == '"':
                    if i + 1 < n and line[i + 1] == '"':
                        buf.append('"')  # "" is a literal quote
                        i += 2
                        continue
                    i += 1  # the closing quote
                    break
                buf.append(line[i])
                i += 1
            fields.append("".join(buf))
        else:
            j = line.find(",", i)
            if j < 0:
                j = n
            fields.append(line[i:j].strip())  # spaces are data
            i = j
        if i >= n:
            return fields
        i += 1  # the comma; a trailing comma leaves one more empty field
