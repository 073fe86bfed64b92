"""Hardware drivers: card reader, push buttons, screen, systemd watchdog.

Every driver reports through `put(event)` with the event types of `drivers.base`. Hardware
libraries (spidev, lgpio, RPi.GPIO, mfrc522, smbus2, luma.oled) are imported only inside the
classes that need them, so the whole package imports and is tested on any machine.
"""
