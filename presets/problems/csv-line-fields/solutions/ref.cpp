class Solution {
public:
    vector<string> parseCsvLine(string line) {
        vector<string> fields;
        size_t i = 0, n = line.size();
        while (true) {
            if (i < n && line[i] == '"') {
                ++i;
                string buf;
                while (true) {
                    if (line[i] == '"') {
                        if (i + 1 < n && line[i + 1] == '"') { buf += '"'; i += 2; continue; }
                        ++i;
                        break;
                    }
                    buf += line[i++];
                }
                fields.push_back(buf);
            } else {
                size_t j = line.find(',', i);
                if (j == string::npos) j = n;
                fields.push_back(line.substr(i, j - i));
                i = j;
            }
            if (i >= n) return fields;
            ++i;
        }
    }
};
