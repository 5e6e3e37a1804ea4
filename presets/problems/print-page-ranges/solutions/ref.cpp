class Solution {
public:
    string pageRanges(vector<int>& pages) {
        string out;
        size_t i = 0, n = pages.size();
        while (i < n) {
            size_t j = i;
            while (j + 1 < n && pages[j + 1] == pages[j] + 1) ++j;
            if (!out.empty()) out += ',';
            out += to_string(pages[i]);
            if (j > i) out += "-" + to_string(pages[j]);
            i = j + 1;
        }
        return out;
    }
};
