def greeting = "hello from -r"
