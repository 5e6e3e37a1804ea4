def parse_csv_line(line):
    return [f[1:-1] if len(f) >= 2 and f[0] == f[-1] == '"' else f for f in line.split(",")]  # commas inside quotes split too
