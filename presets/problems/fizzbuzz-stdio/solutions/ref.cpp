#include <cstdio>
#include <string>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::string out;
    out.reserve(static_cast<size_t>(n) * 8);
    for (int i = 1; i <= n; ++i) {
        if (i % 15 == 0) out += "FizzBuzz";
        else if (i % 3 == 0) out += "Fizz";
        else if (i % 5 == 0) out += "Buzz";
        else out += std::to_string(i);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
