"""Solves repair models (CPLEX LP files written by the repair_times example)
with HiGHS through highspy, one at a time, and prints per file: milliseconds
(reading the file included) and the optimum (givens kept), or `timeout`.

    python bench/repair_highs.py TIME_LIMIT_S FILE.lp...
"""
import sys
import time

import highspy


def main():
    limit = float(sys.argv[1])
    for path in sys.argv[2:]:
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        h.setOptionValue("mip_rel_gap", 0.0)
        h.setOptionValue("time_limit", limit)
        start = time.perf_counter()
        h.readModel(path)
        h.run()
        ms = (time.perf_counter() - start) * 1000
        status = h.getModelStatus()
        if status == highspy.HighsModelStatus.kOptimal:
            print(f"{ms:.1f} {round(h.getInfo().objective_function_value)}")
        else:
            print(f"{ms:.1f} timeout")


if __name__ == "__main__":
    main()
