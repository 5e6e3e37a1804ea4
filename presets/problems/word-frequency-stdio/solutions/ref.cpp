#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::string first;
    std::getline(std::cin, first);
    long long k = std::stoll(first);
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    text.push_back(' ');  // sentinel: flushes the last word

    std::unordered_map<std::string, long long> counts;
    std::string cur;
    for (char ch : text) {
        unsigned char c = static_cast<unsigned char>(ch);
        if (std::isalpha(c)) {
            cur.push_back(static_cast<char>(std::tolower(c)));
        } else if (!cur.empty()) {
            ++counts[cur];
            cur.clear();
        }
    }
    std::vector<std::pair<std::string, long long>> items(counts.begin(), counts.end());
    auto better = [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    };
    size_t take = std::min<size_t>(items.size(), static_cast<size_t>(k));
    std::partial_sort(items.begin(), items.begin() + take, items.end(), better);
    std::string out;
    for (size_t i = 0; i < take; ++i) {
        out += items[i].first;
        out += ' ';
        out += std::to_string(items[i].second);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
