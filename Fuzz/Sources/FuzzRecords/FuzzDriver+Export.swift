// Every harness hands its target to the libFuzzer driver.
@_exported import FuzzDriver
