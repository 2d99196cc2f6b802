import FuzzSupport

// Hands `fuzz` (this target's LLVMFuzzerTestOneInput) to libFuzzer; see FuzzSupport/LibFuzzerDriver.swift.
runLibFuzzer { data, size in withFuzzInput(data, size) { fuzz($0, $1) } }
