import Engine
